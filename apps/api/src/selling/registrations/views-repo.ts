import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { withCallerSession } from '../../platform/auth/caller-session.ts';
import { addresses, brands, companies, contacts, registrations } from '../../platform/db/schema.ts';
import { orderedServicesFromJson, orderedServicesJson, ordersFromJson, type OrderedServicesJson } from './orders-repo.ts';

/**
 * The portal's registration pages read everything they show in one statement each, the caller's session
 * included, through a database function per page (migration 0014): the registration of the caller's company
 * (none: another company's or an unknown id) with the parts of the page, each part scoped to the company as
 * well, so a stray link to another company's row shows nothing of it.
 */

type JsonRow = Record<string, unknown>;

/** A row that `row_to_json` wrote, read back as drizzle reads the table's rows (timestamps as Date, and so on). */
export function fromJson<T extends PgTable>(table: T, json: JsonRow): T['$inferSelect'] {
  const row: JsonRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * A page's database function (migration 0014) called with the caller's session (see withCallerSession): its row
 * for a registration of the session's company, nothing for another company's or an unknown id.
 */
async function selectPage<Parts extends JsonRow>(db: Db, request: FastifyRequest, page: SQL, id: number) {
  const { caller, row } = await withCallerSession<Parts & { registration: JsonRow }>(db, request, (companyId) => sql`select *
    from ${page}(${companyId}, ${id})`);
  return { caller, row: row && { ...row, registration: fromJson(registrations, row.registration) } };
}

export interface DetailJson extends JsonRow {
  company: JsonRow;
  addresses: JsonRow[] | null;
  contacts: JsonRow[] | null;
  brands: { brand: JsonRow; productgroupsIds: number[] }[] | null;
  orders: Parameters<typeof ordersFromJson>[0];
}

/**
 * The registration page (SPEC §2 registration/show): the registration, the company, its addresses, the contacts
 * and brands assigned to the registration, and its binding orders with their positions and confirmations.
 */
export async function loadRegistrationDetail(db: Db, request: FastifyRequest, id: number) {
  const { caller, row } = await selectPage<DetailJson>(db, request, sql`registration_page`, id);
  return { caller, view: row && detailView(row) };
}

/** The same page for staff: the registration of the company it belongs to, without a session. */
export async function loadRegistrationDetailOf(db: Db, companyId: number, id: number) {
  const result = await db.execute(sql`select * from registration_page(${companyId}, ${id})`);
  const [row] = (result as unknown as { rows: (DetailJson & { registration: JsonRow })[] }).rows;
  return row?.registration ? detailView({ ...row, registration: fromJson(registrations, row.registration) }) : undefined;
}

export function detailView(row: DetailJson & { registration: typeof registrations.$inferSelect }) {
  return {
    registration: row.registration,
    company: fromJson(companies, row.company),
    addresses: (row.addresses ?? []).map((address) => fromJson(addresses, address)),
    contacts: (row.contacts ?? []).map((contact) => fromJson(contacts, contact)),
    brands: (row.brands ?? []).map(({ brand, productgroupsIds }) => ({ ...fromJson(brands, brand), productgroupsIds })),
    orders: ordersFromJson(row.orders),
  };
}

export type BookletView = NonNullable<Awaited<ReturnType<typeof loadBookletView>>['view']>;
export type RegistrationDetail = NonNullable<Awaited<ReturnType<typeof loadRegistrationDetail>>['view']>;

interface BookletJson extends JsonRow {
  booklet_values: { orderBookItemId: number; amount: number | string; checked: boolean; priceDeviating?: number | null }[] | null;
  ordered: OrderedServicesJson;
  booked_services: { id: number; number: string; date: string; createdAt: string } | null;
  floor_plan: { name: string; contentType: string; size: number; uploadedAt: string } | null;
}

/**
 * The order booklet page: the registration, the exhibitor's own booklet values, the services of its binding
 * orders, the booked-services document last sent and the stand plan.
 */
export async function loadBookletView(db: Db, request: FastifyRequest, id: number) {
  const { caller, row } = await selectPage<BookletJson>(db, request, sql`booklet_page`, id);
  if (!row) return { caller, view: undefined };
  const view = {
    registration: row.registration,
    values: (row.booklet_values ?? []).map((value) => ({ ...value, amount: Number(value.amount) })),
    ordered: orderedServicesFromJson(row.ordered),
    bookedServices: row.booked_services && { ...row.booked_services, createdAt: new Date(row.booked_services.createdAt) },
    floorPlan: row.floor_plan && { ...row.floor_plan, uploadedAt: new Date(row.floor_plan.uploadedAt) },
  };
  return { caller, view };
}

/**
 * A registration for a booklet save, with the services its binding orders hold as read and as the text that
 * save_booklet_tab compares (see saveBookletTab).
 */
export async function loadRegistrationForSave(db: Db, request: FastifyRequest, id: number) {
  const { caller, row } = await withCallerSession<{ registration: JsonRow; ordered: string | null }>(db, request, (companyId) => sql`select
      true as found, row_to_json(${registrations}) as registration, ${orderedServicesJson(id)}::text as ordered
    from ${registrations} where ${registrations.id} = ${id} and ${registrations.companyId} = ${companyId}`);
  const view = row && {
    registration: fromJson(registrations, row.registration),
    orderedText: row.ordered,
    ordered: orderedServicesFromJson(row.ordered && JSON.parse(row.ordered)),
  };
  return { caller, view };
}
