import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_BILLING_NUMBERS, type PriceLine } from '@messeportal/domain';
import type { Db, Tx } from '../../platform/db/client.ts';
import { insertMailsStatement, type QueuedMail } from '../../platform/mail/outbox.ts';
import {
  addresses,
  brandProductGroups,
  brands,
  companies,
  contacts,
  mediaItems,
  orderPositions,
  orders,
  registrationBrands,
  registrationContacts,
  registrations,
} from '../../platform/db/schema.ts';

/** The event's media items the order names (availability is checked again when the stock is taken). */
export function findMediaItems(tx: Db | Tx, eventId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(mediaItems).where(and(eq(mediaItems.eventId, eventId), inArray(mediaItems.id, ids)));
}

/**
 * Takes the ordered pieces, each under the row lock its UPDATE holds until the transaction ends; the
 * condition is checked on the row as it stands after any other order's commit, so no order oversells.
 * Items are taken in id order, so two orders never wait on each other crosswise. Answers the ids of the
 * items that no longer had enough (nothing was taken from them; the caller rolls back).
 */
export async function takeMediaStock(tx: Tx, taken: Map<number, number>): Promise<number[]> {
  const short: number[] = [];
  for (const [id, amount] of [...taken].sort(([a], [b]) => a - b)) {
    const rows = await tx
      .update(mediaItems)
      .set({ ordered: sql`${mediaItems.ordered} + ${amount}` })
      .where(and(eq(mediaItems.id, id), sql`${mediaItems.stock} - ${mediaItems.ordered} >= ${amount}`))
      .returning({ id: mediaItems.id });
    if (rows.length === 0) short.push(id);
  }
  return short;
}

/** What is left of these media items now. */
export async function mediaAvailable(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: mediaItems.id, left: sql<number>`${mediaItems.stock} - ${mediaItems.ordered}` })
    .from(mediaItems)
    .where(inArray(mediaItems.id, ids));
  return new Map(rows.map((row) => [row.id, Math.max(0, Number(row.left))]));
}

/** The ordering contact and whether the company is already registered for the event, in one query. */
export async function findOrderingContact(db: Db, contactId: number, eventId: number) {
  const [row] = await db
    .select({
      id: contacts.id,
      email: contacts.email,
      lang: contacts.lang,
      isMainContact: contacts.isMainContact,
      // Qualified by hand: inside a select list drizzle writes columns without their table.
      isRegistered: sql<boolean>`exists (select 1 from ${registrations} r where r.event_id = ${eventId}
        and r.company_id = ${sql.identifier('contacts')}.${sql.identifier('company_id')})`,
    })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row;
}

export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert) {
  const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function insertAddresses(tx: Tx, values: (typeof addresses.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(addresses).values(values);
}

/** A PostgreSQL integer array literal, for `unnest` in a statement that writes linked rows at once. */
const intArray = (ids: number[]) => `{${[...new Set(ids)].map((id) => Math.trunc(id)).join(',')}}`;

/** The `id` column of the first row a raw statement answered (PGlite and node-postgres both answer `rows`). */
async function returnedId(statement: Promise<unknown>): Promise<number> {
  const { rows } = (await statement) as { rows: { id: number }[] };
  return rows[0]!.id;
}

/** A brand and its product groups, written in one statement. */
export function insertBrandWithGroups(tx: Tx, values: typeof brands.$inferInsert, productGroupIds: number[]) {
  return returnedId(
    tx.execute(sql`
      with brand as (
        insert into ${brands} (company_id, contact_id, name, internet, logo_file_id, motif_file_id)
        values (${values.companyId}, ${values.contactId ?? null}, ${values.name}, ${values.internet ?? ''},
          ${values.logoFileId ?? null}, ${values.motifFileId ?? null})
        returning id
      ), groups as (
        insert into ${brandProductGroups} (brand_id, product_group_id)
        select brand.id, group_id from brand, unnest(${intArray(productGroupIds)}::int[]) as group_id
      )
      select id from brand`),
  );
}

/** The company's own brands among these ids. */
export async function brandsOfCompany(tx: Tx, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: brands.id }).from(brands).where(and(eq(brands.companyId, companyId), inArray(brands.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export interface NewRegistration {
  eventId: number;
  companyId: number;
  standConfigId: number;
  standType: string;
  standSize: number | null;
  isConfirmed: boolean;
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
  /** The stand booked on the hall plan with the order (issue 31); none: staff give one later. */
  hall?: string;
  standNr?: string;
  /** How it takes part (default: the standard variant, on site). */
  variant?: string;
  isOnsiteParticipant?: boolean;
  isVirtualParticipant?: boolean;
}

/** A registration with its contact and brands, written in one statement. */
export function insertRegistration(tx: Tx, r: NewRegistration, links: { contactId: number; brandIds: number[] }) {
  return returnedId(
    tx.execute(sql`
      with registration as (
        insert into ${registrations} (event_id, company_id, stand_config_id, stand_type, stand_size, hall, stand_nr, is_confirmed,
          confirmed_at, confirm_token_hash, confirm_expires_at, variant, is_onsite_participant, is_virtual_participant)
        values (${r.eventId}, ${r.companyId}, ${r.standConfigId}, ${r.standType}, ${r.standSize}, ${r.hall ?? ''}, ${r.standNr ?? ''}, ${r.isConfirmed},
          ${r.isConfirmed ? sql`now()` : null}, ${r.confirmTokenHash}, ${r.confirmExpiresAt?.toISOString() ?? null},
          ${r.variant ?? ''}, ${r.isOnsiteParticipant ?? true}, ${r.isVirtualParticipant ?? false})
        returning id
      ), contact as (
        insert into ${registrationContacts} (registration_id, contact_id) select id, ${links.contactId} from registration
      ), brand as (
        insert into ${registrationBrands} (registration_id, brand_id)
        select registration.id, brand_id from registration, unnest(${intArray(links.brandIds)}::int[]) as brand_id
      )
      select id from registration`),
  );
}

/**
 * An order, its positions and the mails that tell of it (queued in the outbox), written in one statement. Each
 * position keeps the billing number its line was priced with (its item's at the time of ordering), else its kind's.
 */
export function insertOrder(tx: Tx, o: typeof orders.$inferInsert, lines: readonly PriceLine[], mails: readonly QueuedMail[]) {
  const positions = lines.map((line, sort) => ({
    kind: line.kind,
    item_id: line.itemId ?? null,
    description: line.description,
    amount: line.amount,
    unit: line.unit,
    price_single: line.priceSingle,
    sum: line.sum,
    list_price: line.listPrice,
    is_deviating: line.isDeviating,
    is_early_price: line.isEarlyPrice,
    sort,
    billing_number: line.billingNumber ?? DEFAULT_BILLING_NUMBERS[line.kind],
  }));
  return returnedId(
    tx.execute(sql`
      with placed as (
        insert into ${orders} (event_id, company_id, registration_id, contact_id, offer_id, type, comment, lang,
          net_cents, vat_cents, gross_cents, data)
        values (${o.eventId}, ${o.companyId}, ${o.registrationId}, ${o.contactId}, ${o.offerId ?? null}, ${o.type},
          ${o.comment ?? ''}, ${o.lang}, ${o.netCents}, ${o.vatCents}, ${o.grossCents}, ${JSON.stringify(o.data)}::jsonb)
        returning id
      ), positions as (
        insert into ${orderPositions} (order_id, kind, item_id, description, amount, unit, price_single, sum,
          list_price, is_deviating, is_early_price, sort, billing_number)
        select placed.id, p.kind, p.item_id, p.description, p.amount, p.unit, p.price_single, p.sum, p.list_price,
          p.is_deviating, p.is_early_price, p.sort, p.billing_number
        from placed, jsonb_to_recordset(${JSON.stringify(positions)}::jsonb) as p(kind text, item_id int,
          description text, amount numeric, unit text, price_single int, sum int, list_price int,
          is_deviating boolean, is_early_price boolean, sort int, billing_number text)
      )${mails.length > 0 ? sql`, mails as (${insertMailsStatement(mails)})` : sql``}
      select id from placed`),
  );
}

/**
 * Confirms a registration by its double opt-in token in one statement: only an unconfirmed registration
 * whose unexpired token hash matches changes, and the hash is cleared, so the link works once.
 */
export async function confirmByOptInToken(db: Db, registrationId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(registrations)
    .set({ isConfirmed: true, confirmedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(registrations.id, registrationId),
        eq(registrations.confirmTokenHash, tokenHash),
        eq(registrations.isConfirmed, false),
        sql`${registrations.confirmExpiresAt} > now()`,
      ),
    )
    .returning({ id: registrations.id });
  return rows.length === 1;
}
