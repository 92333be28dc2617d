import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PriceLine } from '@messeportal/domain';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  brandProductGroups,
  brands,
  companies,
  contacts,
  files,
  mediaItems,
  orderPositions,
  orders,
  registrationBrands,
  registrationContacts,
  registrations,
} from '../../db/schema.ts';

/**
 * The event's media items the order names, locked until the transaction ends (in id order, so two orders
 * never wait on each other crosswise). What is available is read after the lock, so no order oversells.
 */
export function lockMediaItems(tx: Tx, eventId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.eventId, eventId), inArray(mediaItems.id, ids)))
    .orderBy(asc(mediaItems.id))
    .for('update');
}

export async function takeMediaStock(tx: Tx, taken: Map<number, number>) {
  for (const [id, amount] of taken) {
    await tx.update(mediaItems).set({ ordered: sql`${mediaItems.ordered} + ${amount}` }).where(eq(mediaItems.id, id));
  }
}

export async function findRegistration(db: Db | Tx, eventId: number, companyId: number) {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.companyId, companyId)));
  return row;
}

export async function findContact(db: Db, contactId: number) {
  const [row] = await db
    .select({ id: contacts.id, companyId: contacts.companyId, email: contacts.email, lang: contacts.lang, isMainContact: contacts.isMainContact })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row;
}

/** Which of these file ids exist (brand logos and motifs must name stored uploads). */
export async function existingFileIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert) {
  const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function insertContact(tx: Tx, values: typeof contacts.$inferInsert) {
  const [row] = await tx.insert(contacts).values(values).returning({ id: contacts.id });
  return row!.id;
}

export async function insertAddresses(tx: Tx, values: (typeof addresses.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(addresses).values(values);
}

export async function insertBrand(tx: Tx, values: typeof brands.$inferInsert, productGroupIds: number[]) {
  const [row] = await tx.insert(brands).values(values).returning({ id: brands.id });
  const brandId = row!.id;
  if (productGroupIds.length > 0) {
    await tx.insert(brandProductGroups).values([...new Set(productGroupIds)].map((productGroupId) => ({ brandId, productGroupId })));
  }
  return brandId;
}

/** The company's own brands among these ids. */
export async function companyBrandIds(tx: Tx, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: brands.id }).from(brands).where(and(eq(brands.companyId, companyId), inArray(brands.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function insertRegistration(
  tx: Tx,
  values: typeof registrations.$inferInsert,
  links: { contactId: number; brandIds: number[] },
) {
  const [row] = await tx.insert(registrations).values(values).returning({ id: registrations.id });
  const registrationId = row!.id;
  await tx.insert(registrationContacts).values({ registrationId, contactId: links.contactId });
  if (links.brandIds.length > 0) {
    await tx.insert(registrationBrands).values([...new Set(links.brandIds)].map((brandId) => ({ registrationId, brandId })));
  }
  return registrationId;
}

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert, lines: readonly PriceLine[]) {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  const orderId = row!.id;
  if (lines.length > 0) {
    await tx.insert(orderPositions).values(
      lines.map((line, sort) => ({
        orderId,
        kind: line.kind,
        itemId: line.itemId ?? null,
        description: line.description,
        amount: line.amount,
        unit: line.unit,
        priceSingle: line.priceSingle,
        sum: line.sum,
        listPrice: line.listPrice,
        isDeviating: line.isDeviating,
        isEarlyPrice: line.isEarlyPrice,
        sort,
      })),
    );
  }
  return orderId;
}

/**
 * Confirms a registration by its double opt-in token in one statement: only an unconfirmed registration
 * whose unexpired token hash matches changes, and the hash is cleared, so the link works once.
 */
export async function confirmRegistration(db: Db, registrationId: number, tokenHash: string): Promise<boolean> {
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
