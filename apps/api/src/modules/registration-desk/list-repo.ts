import { BACK_OFFICE_PAGE_SIZE, type RegistrationListQuery, type RegistrationSort } from '@messeportal/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, contacts, documents, orderBookItems, orderBookValues, orderPositions, orders, registrations } from '../../db/schema.ts';
import { containsPattern } from '../backoffice/search.ts';

/** The net of the registration's binding orders that were not cancelled. */
const orderedNetCents = sql<number>`(select coalesce(sum(${orders.netCents}), 0)::float8 from ${orders}
  where ${orders.registrationId} = ${registrations.id} and ${orders.status} <> 'canceled')`;

/**
 * Services the exhibitor booked that staff have not taken up yet: service positions of an order still open, or
 * booklet bookings after which no booked-services document was moved past open.
 */
const hasOpenServices = sql<boolean>`(exists (select 1 from ${orders} join ${orderPositions} on ${orderPositions.orderId} = ${orders.id}
    where ${orders.registrationId} = ${registrations.id} and ${orders.status} = 'open' and ${orderPositions.kind} = 'service')
  or exists (select 1 from ${orderBookValues} join ${orderBookItems} on ${orderBookItems.id} = ${orderBookValues.orderBookItemId}
    where ${orderBookValues.registrationId} = ${registrations.id} and ${orderBookItems.itemType} = 0
      and (${orderBookValues.amount} > 0 or ${orderBookValues.checked})
      and not exists (select 1 from ${documents} where ${documents.registrationId} = ${registrations.id}
        and ${documents.type} = 'booked_services' and ${documents.status} not in ('open', 'canceled')
        and ${documents.createdAt} >= ${orderBookValues.updatedAt})))`;

const sortColumns: Record<RegistrationSort, AnyColumn | SQL> = {
  company: sql`lower(${companies.name})`,
  standType: registrations.standType,
  standSize: sql`coalesce(${registrations.standSize}, 0)`,
  hall: sql`lower(${registrations.hall})`,
  standNr: sql`lower(${registrations.standNr})`,
  // unconfirmed, confirmed, cancelled
  state: sql`case when ${registrations.canceledAt} is not null then 2 when ${registrations.isConfirmed} then 1 else 0 end`,
  orderedNet: orderedNetCents,
  createdAt: registrations.createdAt,
};

/**
 * Registrations whose company name or e-mail, or one of whose company's contacts (first name, name, e-mail),
 * holds `search`. Companies and contacts are matched once each, in subqueries, not once per registration.
 */
function searchMatches(db: Db, search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const byContact = db
    .select({ id: contacts.companyId })
    .from(contacts)
    .where(or(ilike(contacts.name, pattern), ilike(contacts.firstName, pattern), ilike(contacts.email, pattern), ilike(sql`${contacts.firstName} || ' ' || ${contacts.name}`, pattern)));
  const byCompany = db.select({ id: companies.id }).from(companies).where(or(ilike(companies.name, pattern), ilike(companies.email, pattern)));
  return or(inArray(registrations.companyId, byCompany), inArray(registrations.companyId, byContact));
}

function filters(db: Db, eventId: number, query: RegistrationListQuery): SQL | undefined {
  const stateFilter = {
    unconfirmed: and(isNull(registrations.canceledAt), eq(registrations.isConfirmed, false)),
    confirmed: and(isNull(registrations.canceledAt), eq(registrations.isConfirmed, true)),
    canceled: isNotNull(registrations.canceledAt),
  };
  return and(
    eq(registrations.eventId, eventId),
    query.state && stateFilter[query.state],
    query.confirmed && eq(registrations.isConfirmed, query.confirmed === 'yes'),
    query.standType !== undefined ? eq(registrations.standType, query.standType) : undefined,
    query.hall !== undefined ? sql`lower(${registrations.hall}) = lower(${query.hall})` : undefined,
    query.openServices && (query.openServices === 'yes' ? hasOpenServices : sql`not ${hasOpenServices}`),
    searchMatches(db, query.search),
  );
}

/**
 * One page of an event's registrations with company, ordered net and open services, filtered, sorted (ties by
 * id, so pages never overlap), with the number of matches and the event's halls. The ordered net and the open
 * services are computed for the page's rows only, unless the list is sorted by them.
 */
export async function listRegistrations(db: Db, eventId: number, query: RegistrationListQuery) {
  const where = filters(db, eventId, query);
  const direction = query.dir === 'asc' ? asc : desc;
  const page = db
    .select({
      id: registrations.id,
      companyId: registrations.companyId,
      companyName: companies.name,
      standType: registrations.standType,
      standSize: registrations.standSize,
      hall: registrations.hall,
      standNr: registrations.standNr,
      isConfirmed: registrations.isConfirmed,
      canceledAt: registrations.canceledAt,
      createdAt: registrations.createdAt,
      orderedNetCents,
      hasOpenServices,
    })
    .from(registrations)
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(registrations.id))
    .limit(BACK_OFFICE_PAGE_SIZE)
    .offset((query.page - 1) * BACK_OFFICE_PAGE_SIZE);
  const count = db.select({ total: sql<number>`count(*)::int` }).from(registrations).where(where);
  const halls = db
    .selectDistinct({ hall: registrations.hall })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), sql`${registrations.hall} <> ''`))
    .orderBy(registrations.hall);
  const [rows, [counted], hallRows] = await Promise.all([page, count, halls]);
  return { rows, total: counted?.total ?? 0, halls: hallRows.map((row) => row.hall) };
}

export type RegistrationListEntry = Awaited<ReturnType<typeof listRegistrations>>['rows'][number];
