import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { ordersFromJson, registrationOrdersJson } from './orders-repo.ts';
import {
  addresses,
  brandProductGroups,
  brands,
  companies,
  contacts,
  fireplaceConnections,
  orderBookValues,
  registrationBrands,
  registrationContacts,
  registrations,
} from '../../db/schema.ts';

export type RegistrationRow = typeof registrations.$inferSelect;

/** A registration of this company; another company's or an unknown id finds nothing. */
export async function findCompanyRegistration(db: Db | Tx, companyId: number, id: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrations).where(and(eq(registrations.id, id), eq(registrations.companyId, companyId)));
  return row;
}

/**
 * What the registration page shows beside the registration, in one round trip: the company, its addresses,
 * the contacts and brands assigned to the registration (each scoped to the company, so a stray assignment
 * shows nothing of another company) and its binding orders with their positions and confirmations.
 */
export async function loadRegistrationParts(db: Db, registration: RegistrationRow) {
  const { id, companyId } = registration;
  const result = await db.execute(sql`select
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
  const row = (result as unknown as { rows: PartsJson[] }).rows[0]!;
  return {
    company: fromJson(companies, row.company),
    addresses: (row.addresses ?? []).map((address) => fromJson(addresses, address)),
    contacts: (row.contacts ?? []).map((contact) => fromJson(contacts, contact)),
    brands: (row.brands ?? []).map(({ brand, productgroupsIds }) => ({ ...fromJson(brands, brand), productgroupsIds })),
    orders: ordersFromJson(row.orders),
  };
}

type JsonRow = Record<string, unknown>;

/** The parts as PostgreSQL writes them: rows by `row_to_json` (column names), lists by `json_agg` (null when empty). */
interface PartsJson {
  company: JsonRow;
  addresses: JsonRow[] | null;
  contacts: JsonRow[] | null;
  brands: { brand: JsonRow; productgroupsIds: number[] }[] | null;
  orders: Parameters<typeof ordersFromJson>[0];
}

/** A row that `row_to_json` wrote, read back as drizzle reads the table's rows (timestamps as Date, and so on). */
function fromJson<T extends PgTable>(table: T, json: JsonRow): T['$inferSelect'] {
  const row: JsonRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

export const loadBookletValues = (db: Db | Tx, registrationId: number) =>
  db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId));

/**
 * Replaces the values of these items (one tab) with the given ones; empty values are not kept. The
 * registration row is locked first, so two saves of the same booklet run one after the other instead of
 * inserting the same rows at once.
 */
export async function replaceBookletValues(
  tx: Tx,
  registrationId: number,
  itemIds: number[],
  values: { orderBookItemId: number; amount: number; checked: boolean }[],
) {
  await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, registrationId)).for('update');
  if (itemIds.length > 0) {
    await tx
      .delete(orderBookValues)
      .where(and(eq(orderBookValues.registrationId, registrationId), inArray(orderBookValues.orderBookItemId, itemIds)));
  }
  const kept = values.filter((value) => value.amount > 0 || value.checked);
  if (kept.length > 0) await tx.insert(orderBookValues).values(kept.map((value) => ({ ...value, registrationId })));
}

/** The company's main contact, who receives the booked services by mail. */
export async function findMainContact(db: Db | Tx, companyId: number) {
  const [row] = await db
    .select({ email: contacts.email, lang: contacts.lang })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.isMainContact, true)))
    .limit(1);
  return row;
}

export const listFireplaceConnections = (db: Db | Tx, registrationId: number) =>
  db.select().from(fireplaceConnections).where(eq(fireplaceConnections.registrationId, registrationId)).orderBy(asc(fireplaceConnections.id));

/**
 * Adds a connection unless the registration already has `max`: the registration row is locked first, so
 * two requests at once cannot both pass the count. Answers undefined when the limit is reached.
 */
export async function addFireplaceConnection(db: Db, values: typeof fireplaceConnections.$inferInsert, max: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, values.registrationId)).for('update');
    const existing = await listFireplaceConnections(tx, values.registrationId);
    if (existing.length >= max) return undefined;
    const [row] = await tx.insert(fireplaceConnections).values(values).returning();
    return row!;
  });
}

export async function deleteFireplaceConnection(db: Db, registrationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(fireplaceConnections)
    .where(and(eq(fireplaceConnections.id, id), eq(fireplaceConnections.registrationId, registrationId)))
    .returning({ id: fireplaceConnections.id });
  return rows.length === 1;
}

/** Where a contact's mails go, and in which language. */
export async function findContactMailbox(db: Db | Tx, contactId: number) {
  const [row] = await db.select({ email: contacts.email, lang: contacts.lang }).from(contacts).where(eq(contacts.id, contactId));
  return row;
}
