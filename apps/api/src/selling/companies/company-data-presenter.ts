import { genders, isFreeBrand, type Lang, type PortalAddress, type PortalBrand, type PortalContact } from '@messeportal/domain';
import type { AddressRow } from './address-repo.ts';
import type { BrandRow } from './brand-repo.ts';
import type { ContactRow } from './company-data-repo.ts';

/** Answers of the company-data routes, in the shapes of `GET /fe/globaldata`; never a raw row with a hash. */

const fileUrl = (id: number | null) => (id === null ? null : `/pub/file/${id}`);

export function presentContact(row: ContactRow, lang: Lang): PortalContact {
  const gender = genders.find((g) => g.id === row.gender);
  return { ...row, salutation: gender ? gender[lang] : '' };
}

/** `companyBrandIds`: the company's brand ids in id order, which decides whether this one is free of charge. */
export function presentBrand(row: BrandRow, companyBrandIds: number[]): PortalBrand {
  const index = companyBrandIds.indexOf(row.id);
  return { ...row, logoUrl: fileUrl(row.logo), motifUrl: fileUrl(row.motif), isFree: index >= 0 && isFreeBrand(index) };
}

export const presentAddress = (row: AddressRow): PortalAddress => ({ ...row });
