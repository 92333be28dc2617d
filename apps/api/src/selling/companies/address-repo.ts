import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { addresses } from '../../platform/db/schema.ts';

/** Queries of addresses, each scoped by company. */
type Reader = Db | Tx;

const addressColumns = {
  id: addresses.id,
  name: addresses.name,
  nameExtra: addresses.nameExtra,
  street: addresses.street,
  zip: addresses.zip,
  city: addresses.city,
  country: addresses.country,
  email: addresses.email,
  ustid: addresses.ustid,
  buyerReference: addresses.buyerReference,
  isMain: addresses.isMain,
  isInvoice: addresses.isInvoice,
};

export async function findAddressRow(db: Reader, companyId: number, id: number) {
  const [row] = await db
    .select(addressColumns)
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)));
  return row;
}

export type AddressRow = NonNullable<Awaited<ReturnType<typeof findAddressRow>>>;

/** The company's addresses, the main address first, then in the order they were made. */
export function listAddressRows(db: Reader, companyId: number) {
  return db.select(addressColumns).from(addresses).where(eq(addresses.companyId, companyId)).orderBy(desc(addresses.isMain), asc(addresses.id));
}

export async function countAddresses(tx: Tx, companyId: number) {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.companyId, companyId));
  return row?.n ?? 0;
}

export async function hasMainAddress(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.isMain, true)))
    .limit(1);
  return !!row;
}

export async function insertAddress(tx: Tx, values: typeof addresses.$inferInsert) {
  const [row] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
  return row!.id;
}

export async function updateAddress(tx: Tx, companyId: number, id: number, values: Partial<typeof addresses.$inferInsert>) {
  await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)));
}

/** Takes a flag from the company's other addresses, so that only `keepId` carries it. */
export async function clearFlagOnOthers(tx: Tx, companyId: number, keepId: number, flag: 'isMain' | 'isInvoice') {
  await tx
    .update(addresses)
    .set({ [flag]: false })
    .where(and(eq(addresses.companyId, companyId), ne(addresses.id, keepId), eq(addresses[flag], true)));
}

export async function deleteAddress(tx: Tx, companyId: number, id: number) {
  await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)));
}
