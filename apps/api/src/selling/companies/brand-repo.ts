import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { brandProductGroups, brands, productGroups, registrationBrands, registrations } from '../../platform/db/schema.ts';

/** Queries of brands, each scoped by company. */
type Reader = Db | Tx;

/** The company's brand ids in id order: the first FREE_BRANDS of them are free of charge. */
export async function companyBrandIds(db: Reader, companyId: number): Promise<number[]> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.companyId, companyId)).orderBy(asc(brands.id));
  return rows.map((row) => row.id);
}

/** Which of these product groups belong to an event the company is registered for. */
export async function productGroupsOfCompanyEvents(db: Reader, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: productGroups.id })
    .from(productGroups)
    .innerJoin(registrations, and(eq(registrations.eventId, productGroups.eventId), eq(registrations.companyId, companyId)))
    .where(inArray(productGroups.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertBrand(tx: Tx, values: typeof brands.$inferInsert) {
  const [row] = await tx.insert(brands).values(values).returning({ id: brands.id });
  return row!.id;
}

export async function updateBrand(tx: Tx, companyId: number, id: number, values: Partial<typeof brands.$inferInsert>) {
  await tx
    .update(brands)
    .set(values)
    .where(and(eq(brands.id, id), eq(brands.companyId, companyId)));
}

export async function setBrandProductGroups(tx: Tx, brandId: number, groupIds: number[]) {
  await tx.delete(brandProductGroups).where(eq(brandProductGroups.brandId, brandId));
  const unique = [...new Set(groupIds)];
  if (unique.length > 0) await tx.insert(brandProductGroups).values(unique.map((productGroupId) => ({ brandId, productGroupId })));
}

/** Product groups and registration links go with the brand (cascade); its files stay, offers may name them. */
export async function deleteBrand(tx: Tx, companyId: number, id: number) {
  await tx.delete(brands).where(and(eq(brands.id, id), eq(brands.companyId, companyId)));
}

/** Whether the brand has a product group of this event (a brand listed at a fair needs one of its groups). */
export async function brandHasGroupOfEvent(db: Reader, brandId: number, eventId: number) {
  const [row] = await db
    .select({ id: productGroups.id })
    .from(brandProductGroups)
    .innerJoin(productGroups, eq(productGroups.id, brandProductGroups.productGroupId))
    .where(and(eq(brandProductGroups.brandId, brandId), eq(productGroups.eventId, eventId)))
    .limit(1);
  return !!row;
}

/** A brand as the portal shows it, with its product groups and registrations. */
export async function findBrandRow(db: Reader, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: brands.id,
      name: brands.name,
      internet: brands.internet,
      logo: brands.logoFileId,
      motif: brands.motifFileId,
      contact: brands.contactId,
    })
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.companyId, companyId)));
  if (!row) return undefined;
  // One after the other: inside a transaction both share one connection.
  const groups = await db
    .select({ id: brandProductGroups.productGroupId })
    .from(brandProductGroups)
    .where(eq(brandProductGroups.brandId, id))
    .orderBy(asc(brandProductGroups.productGroupId));
  const links = await db
    .select({ id: registrationBrands.registrationId })
    .from(registrationBrands)
    .where(eq(registrationBrands.brandId, id))
    .orderBy(asc(registrationBrands.registrationId));
  return { ...row, productgroupsIds: groups.map((g) => g.id), registrationsIds: links.map((l) => l.id) };
}

export type BrandRow = NonNullable<Awaited<ReturnType<typeof findBrandRow>>>;

/** Several brands of the company, in the order of `ids`. */
export async function findBrandRows(db: Reader, companyId: number, ids: number[]) {
  const rows: BrandRow[] = [];
  for (const id of ids) {
    const row = await findBrandRow(db, companyId, id);
    if (row) rows.push(row);
  }
  return rows;
}
