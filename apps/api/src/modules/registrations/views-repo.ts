import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withCallerSession } from '../auth/caller-session.ts';
import {
  addresses,
  brandProductGroups,
  brands,
  companies,
  contacts,
  documents,
  files,
  orderBookValues,
  registrationBrands,
  registrationContacts,
  registrations,
} from '../../db/schema.ts';
import { orderedServicesFromJson, orderedServicesJson, ordersFromJson, registrationOrdersJson, type OrderedServicesJson } from './orders-repo.ts';

/**
 * The portal's registration pages read everything they show in one statement each, the caller's session
 * included: the registration of the caller's company (none: another company's or an unknown id) with the parts
 * of the page, each part scoped to the company as well, so a stray link to another company's row shows nothing
 * of it.
 */

type JsonRow = Record<string, unknown>;

/** A row that `row_to_json` wrote, read back as drizzle reads the table's rows (timestamps as Date, and so on). */
function fromJson<T extends PgTable>(table: T, json: JsonRow): T['$inferSelect'] {
  const row: JsonRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * The page's statement with the caller's session (see withCallerSession): the registration of the session's
 * company, `parts` beside it, or nothing for another company's or an unknown id.
 */
async function selectWithRegistration<Parts extends JsonRow>(db: Db, request: FastifyRequest, id: number, parts: (companyId: SQL) => SQL) {
  const { caller, row } = await withCallerSession<Parts & { registration: JsonRow }>(db, request, (companyId) => sql`select true as found,
      row_to_json(${registrations}) as registration, ${parts(companyId)}
    from ${registrations} where ${registrations.id} = ${id} and ${registrations.companyId} = ${companyId}`);
  return { caller, row: row && { ...row, registration: fromJson(registrations, row.registration) } };
}

interface DetailJson extends JsonRow {
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
  const { caller, row } = await selectWithRegistration<DetailJson>(db, request, id, (companyId) => sql`
    (select row_to_json(${companies}) from ${companies} where ${companies.id} = ${companyId}) as company,
    (select json_agg(${addresses} order by ${addresses.isMain} desc, ${addresses.id}) from ${addresses}
      where ${addresses.companyId} = ${companyId}) as addresses,
    (select json_agg(${contacts} order by ${contacts.isMainContact} desc, ${contacts.id}) from ${registrationContacts}
      join ${contacts} on ${contacts.id} = ${registrationContacts.contactId}
      where ${registrationContacts.registrationId} = ${id} and ${contacts.companyId} = ${companyId}) as contacts,
    (select json_agg(json_build_object('brand', ${brands}, 'productgroupsIds', array(select ${brandProductGroups.productGroupId}
        from ${brandProductGroups} where ${brandProductGroups.brandId} = ${brands.id} order by 1)) order by ${brands.id})
      from ${registrationBrands} join ${brands} on ${brands.id} = ${registrationBrands.brandId}
      where ${registrationBrands.registrationId} = ${id} and ${brands.companyId} = ${companyId}) as brands,
    ${registrationOrdersJson(companyId, id)} as orders`);
  if (!row) return { caller, view: undefined };
  const view = {
    registration: row.registration,
    company: fromJson(companies, row.company),
    addresses: (row.addresses ?? []).map((address) => fromJson(addresses, address)),
    contacts: (row.contacts ?? []).map((contact) => fromJson(contacts, contact)),
    brands: (row.brands ?? []).map(({ brand, productgroupsIds }) => ({ ...fromJson(brands, brand), productgroupsIds })),
    orders: ordersFromJson(row.orders),
  };
  return { caller, view };
}

export type RegistrationDetail = NonNullable<Awaited<ReturnType<typeof loadRegistrationDetail>>['view']>;

interface BookletJson extends JsonRow {
  booklet_values: { orderBookItemId: number; amount: number | string; checked: boolean }[] | null;
  ordered: OrderedServicesJson;
  booked_services: { id: number; number: string; date: string; createdAt: string } | null;
  floor_plan: { name: string; contentType: string; size: number; uploadedAt: string } | null;
}

/**
 * The order booklet page: the registration, the exhibitor's own booklet values, the services of its binding
 * orders, the booked-services document last sent and the stand plan.
 */
export async function loadBookletView(db: Db, request: FastifyRequest, id: number) {
  const { caller, row } = await selectWithRegistration<BookletJson>(db, request, id, (companyId) => sql`
    (select json_agg(json_build_object('orderBookItemId', v.order_book_item_id, 'amount', v.amount, 'checked', v.checked))
      from ${orderBookValues} v where v.registration_id = ${id}) as booklet_values,
    ${orderedServicesJson(id)} as ordered,
    (select json_build_object('id', d.id, 'number', d.number, 'date', d.date, 'createdAt', d.created_at) from ${documents} d
      where d.registration_id = ${id} and d.company_id = ${companyId} and d.type = 'booked_services'
      order by d.id desc limit 1) as booked_services,
    (select json_build_object('name', f.orig_name, 'contentType', f.mime_type, 'size', f.size, 'uploadedAt', f.created_at)
      from ${files} f where f.id = ${registrations.floorPlanFileId}) as floor_plan`);
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
