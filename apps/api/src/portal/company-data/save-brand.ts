import { policyActor } from '../../platform/auth/policy-actor.ts';
import type { BrandData } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound, type FieldError } from '../../platform/http/app-error.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { brandUploadIssues, keepBrandUploads, type BrandUpload } from '../../platform/files/brand-uploads.ts';
import {
  companyBrandIds,
  deleteBrand,
  findBrandRow,
  insertBrand,
  productGroupsOfCompanyEvents,
  setBrandProductGroups,
  updateBrand,
} from '../../selling/companies/brand-repo.ts';
import { lockCompany, ownBrand, ownContact } from '../../selling/companies/company-data-policy.ts';
import { holdCatalogueRows } from '../../catalogue/reading/held-rows.ts';

type Exhibitor = Extract<Caller, { kind: 'exhibitor' }>;

/** Brands a company may keep (decision; 5 are free of charge, the spec names no upper limit). */
export const MAX_BRANDS_PER_COMPANY = 50;

const FILE_FIELDS = [
  { property: 'logo', kind: 'logo', column: 'logoFileId' },
  { property: 'motif', kind: 'motif', column: 'motifFileId' },
] as const;

/** The logo and key image the save names anew: a file the brand already has stays unchecked (see brandUploadIssues). */
const newUploads = (input: BrandData, current: { logoFileId: number | null; motifFileId: number | null } | undefined): BrandUpload[] =>
  FILE_FIELDS.flatMap(({ property, kind, column }) => {
    const id = input[property] ?? null;
    return id === null || id === current?.[column] ? [] : [{ id, kind, property }];
  });

/** The first brand should carry the company name (SPEC §5 says "should": a warning, not a refusal). */
function namesCompany(brandName: string, company: { name: string; nameNatural: string }) {
  const plain = (value: string) => value.trim().toLocaleLowerCase('de');
  return [company.name, company.nameNatural].some((name) => name && plain(name) === plain(brandName));
}

/**
 * Saves a brand of the caller's company; id 0 creates one. Product groups must belong to events the company
 * is registered for. Answers the brand, whether it is free of charge, and warnings.
 */
export async function saveBrand(db: Db, caller: Exhibitor, id: number, input: BrandData) {
  const { companyId } = caller;
  const { savedId, company } = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const existing = id > 0 ? await ownBrand(tx, policyActor(caller), id) : undefined;
    const contactId = input.contact ? (await ownContact(tx, policyActor(caller), input.contact, 'contact')).id : (existing?.contactId ?? caller.contactId);
    if (!existing && (await companyBrandIds(tx, companyId)).length >= MAX_BRANDS_PER_COMPANY) {
      throw new AppError(400, 'brandLimit', { property: 'id', params: { max: MAX_BRANDS_PER_COMPANY } });
    }
    const errors: FieldError[] = [];
    // Held until the commit, so that none can be deleted under the brand; one deleted already is not found below.
    await holdCatalogueRows(tx, { productGroups: input.productgroupsIds });
    const groups = await productGroupsOfCompanyEvents(tx, companyId, input.productgroupsIds);
    if (input.productgroupsIds.some((groupId) => !groups.has(groupId))) {
      errors.push({ property: 'productgroupsIds', code: 'brandProductGroupOfEvents' });
    }
    const uploads = newUploads(input, existing);
    errors.push(...(await brandUploadIssues(tx, uploads)));
    if (errors.length > 0) throw new AppError(400, 'badRequest', { fields: errors });

    const values = { name: input.name, internet: input.internet, contactId, logoFileId: input.logo ?? null, motifFileId: input.motif ?? null };
    const savedId = existing ? existing.id : await insertBrand(tx, { ...values, companyId });
    if (existing) await updateBrand(tx, companyId, existing.id, values);
    await setBrandProductGroups(tx, savedId, input.productgroupsIds);
    await keepBrandUploads(tx, uploads);
    return { savedId, company };
  });
  const [row, brandIds] = [await findBrandRow(db, companyId, savedId), await companyBrandIds(db, companyId)];
  if (!row) throw notFound();
  const isFirst = brandIds[0] === row.id;
  const warnings = isFirst && !namesCompany(row.name, company) ? [{ property: 'name', code: 'brandFirstCompanyName' as const }] : [];
  return { row, brandIds, warnings };
}

/** Deletes a brand of the caller's company; its product groups and registration links go with it. */
export async function removeBrand(db: Db, caller: Exhibitor, id: number) {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await ownBrand(tx, policyActor(caller), id);
    await deleteBrand(tx, companyId, id);
  });
}
