import type { Lang } from '@messeportal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { brandProductGroups, brands, companies } from '../../platform/db/schema.ts';
import { namedUses, offerAndOrderUses } from './event-uses.ts';

/**
 * What refers to a product group, named in the caller's language ('Marke Muster Küchen (Muster Küchen GmbH),
 * Angebot 12'); '' when nothing does: exhibitors' brands, and the brands in offers' and orders' configurations.
 */
export async function productGroupUses(tx: Tx, productGroupId: number, lang: Lang): Promise<string> {
  const brandRows = await tx
    .select({ name: brands.name, company: companies.name })
    .from(brandProductGroups)
    .innerJoin(brands, eq(brands.id, brandProductGroups.brandId))
    .innerJoin(companies, eq(companies.id, brands.companyId))
    .where(eq(brandProductGroups.productGroupId, productGroupId))
    .orderBy(asc(brands.id));
  const offersAndOrders = await offerAndOrderUses(tx, { brands: [{ productgroupsIds: [productGroupId] }] }, lang);
  return [...namedUses('catalogueUseBrand', brandRows, lang), ...offersAndOrders.names].join(', ');
}
