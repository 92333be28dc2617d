import { insertBrandWithGroups } from '../../src/selling/orders/repo.ts';
import { buildImageFile } from './file.ts';
import { nextSerial } from './sequence.ts';
import type { FactoryTarget } from './target.ts';

export interface BrandInput {
  name?: string;
  productGroupIds?: number[];
  /** With a stored logo image (default: none). */
  logo?: boolean;
  internet?: string;
}

/** A brand of the company in these product groups, written as an order writes it (orders/repo.ts). */
export async function buildBrand(target: FactoryTarget, owner: { companyId: number; contactId?: number }, input: BrandInput = {}) {
  const name = input.name ?? `Marke ${nextSerial()}`;
  const logoFileId = input.logo ? (await buildImageFile(target)).id : null;
  const id = await target.db.transaction((tx) =>
    insertBrandWithGroups(tx, { ...owner, name, internet: input.internet ?? '', logoFileId }, input.productGroupIds ?? []),
  );
  return { id, name, logoFileId };
}
