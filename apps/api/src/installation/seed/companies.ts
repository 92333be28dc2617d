import type { Tx } from '../../platform/db/client.ts';
import { brandProductGroups, brands, registrationBrands, registrationContacts, registrations } from '../../platform/db/schema.ts';
import type { ImageIds, ImageKey } from './images.ts';
import { firstRow } from './rows.ts';

/** The demo password of every seeded account; the README names it next to the logins. */
export const DEMO_PASSWORD = 'demo2027';

export interface BrandSeed {
  name: string;
  internet: string;
  logo: ImageKey;
  productGroupIds: number[];
}

/** Inserts the brands in the given order (the first is the company's own name) with their product groups. */
export async function insertBrands(
  tx: Tx,
  owner: { companyId: number; contactId: number },
  seeds: readonly BrandSeed[],
  images: ImageIds,
): Promise<number[]> {
  const rows = await tx
    .insert(brands)
    .values(seeds.map((brand) => ({ ...owner, name: brand.name, internet: brand.internet, logoFileId: images[brand.logo] })))
    .returning({ id: brands.id });
  const ids = rows.map((row) => row.id);
  await tx
    .insert(brandProductGroups)
    .values(seeds.flatMap((brand, i) => brand.productGroupIds.map((productGroupId) => ({ brandId: ids[i]!, productGroupId }))));
  return ids;
}

export async function insertRegistration(
  tx: Tx,
  registration: typeof registrations.$inferInsert,
  assigned: { brandIds: number[]; contactIds: number[] },
): Promise<number> {
  const { id } = await firstRow(tx.insert(registrations).values(registration).returning({ id: registrations.id }));
  await tx.insert(registrationBrands).values(assigned.brandIds.map((brandId) => ({ registrationId: id, brandId })));
  await tx.insert(registrationContacts).values(assigned.contactIds.map((contactId) => ({ registrationId: id, contactId })));
  return id;
}
