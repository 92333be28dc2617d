import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  brandProductGroups,
  brands,
  companies,
  contacts,
  fireplaceConnections,
  orderBookValues,
  orderPositions,
  orders,
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

/** What the registration page shows beside the registration: company, addresses, its contacts and brands. */
export async function loadRegistrationParts(db: Db, registration: RegistrationRow) {
  const [company, companyAddresses, assignedContacts, assignedBrands, standPositions] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, registration.companyId)).then((rows) => rows[0]!),
    db.select().from(addresses).where(eq(addresses.companyId, registration.companyId)).orderBy(desc(addresses.isMain), asc(addresses.id)),
    db
      .select({ contact: contacts })
      .from(registrationContacts)
      .innerJoin(contacts, eq(contacts.id, registrationContacts.contactId))
      .where(eq(registrationContacts.registrationId, registration.id))
      .orderBy(desc(contacts.isMainContact), asc(contacts.id)),
    db
      .select({
        brand: brands,
        // Qualified by hand: inside a select list drizzle writes columns without their table.
        productgroupsIds: sql<number[]>`array(select bp.product_group_id from ${brandProductGroups} bp
          where bp.brand_id = ${sql.identifier('brands')}.${sql.identifier('id')} order by 1)`,
      })
      .from(registrationBrands)
      .innerJoin(brands, eq(brands.id, registrationBrands.brandId))
      .where(eq(registrationBrands.registrationId, registration.id))
      .orderBy(asc(brands.id)),
    latestStandPositions(db, registration.id),
  ]);
  return {
    company,
    addresses: companyAddresses,
    contacts: assignedContacts.map((row) => row.contact),
    brands: assignedBrands.map((row) => ({ ...row.brand, productgroupsIds: row.productgroupsIds })),
    standPositions,
  };
}

/** The stand positions of the registration's latest binding order, if it came from one. */
function latestStandPositions(db: Db, registrationId: number) {
  const latestOrder = db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.registrationId, registrationId))
    .orderBy(desc(orders.id))
    .limit(1);
  return db
    .select()
    .from(orderPositions)
    .where(and(eq(orderPositions.orderId, sql`(${latestOrder})`), eq(orderPositions.kind, 'stand')))
    .orderBy(asc(orderPositions.sort));
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
