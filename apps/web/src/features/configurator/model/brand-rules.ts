import type { MessageCode } from '@messeportal/domain';
import type { BrandDraft } from './configuration.ts';

export type BrandProblems = Partial<Record<'name' | 'productgroupsIds', MessageCode>>;

/** What the order would reject about a brand (SPEC §5): every brand needs a name and at least one product group. */
export function brandProblems(brand: BrandDraft): BrandProblems {
  const problems: BrandProblems = {};
  if (brand.name.trim() === '') problems.name = 'required';
  if (brand.productgroupsIds.length === 0) problems.productgroupsIds = 'brandProductGroupRequired';
  return problems;
}
