import { BACK_OFFICE_PAGE_SIZE, type OfferListQuery, type OfferSort } from '@messeportal/domain';
import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, offers } from '../../db/schema.ts';
import { containsPattern } from './search.ts';

const sortColumns: Record<OfferSort, AnyColumn | SQL> = {
  title: sql`lower(${offers.title})`,
  company: sql`lower(coalesce(${companies.name}, ''))`,
  state: offers.state,
  type: offers.offerType,
  totalNet: offers.totalNetCents,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
};

/**
 * One page of an event's offers with their company, searched in company name and title, sorted (ties by
 * id, so pages never overlap), and how many offers match in all.
 */
export async function listEventOffers(db: Db, eventId: number, query: OfferListQuery) {
  const pattern = containsPattern(query.search);
  const where = and(eq(offers.eventId, eventId), query.search ? or(ilike(companies.name, pattern), ilike(offers.title, pattern)) : undefined);
  const direction = query.dir === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: offers.id,
        uuid: offers.uuid,
        title: offers.title,
        companyId: offers.companyId,
        companyName: companies.name,
        state: offers.state,
        offerType: offers.offerType,
        totalNetCents: offers.totalNetCents,
        createdAt: offers.createdAt,
        updatedAt: offers.updatedAt,
        orderedAt: offers.orderedAt,
      })
      .from(offers)
      .leftJoin(companies, eq(companies.id, offers.companyId))
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(offers.id))
      .limit(BACK_OFFICE_PAGE_SIZE)
      .offset((query.page - 1) * BACK_OFFICE_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(offers).leftJoin(companies, eq(companies.id, offers.companyId)).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type OfferListRow = Awaited<ReturnType<typeof listEventOffers>>['rows'][number];
