import { brandFileIssue, type Configuration } from '@messeportal/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, type FieldError } from '../../http/app-error.ts';
import { findUploadFacts, isFreshPublicUpload, markFilesKept } from '../files/repo.ts';

const BRAND_FILES = [
  { field: 'fileLogoNew', kind: 'logo' },
  { field: 'fileMotifNew', kind: 'motif' },
] as const;

/** The uploads a configuration refers to (brand logos and key images). */
export const configurationFileIds = (configuration: Pick<Configuration, 'brands'>): number[] =>
  configuration.brands.flatMap((brand) => [brand.fileLogoNew?.id, brand.fileMotifNew?.id]).filter((id): id is number => !!id);

/**
 * What is wrong with the brand files a configuration names before an offer or an order keeps them. A file the
 * stored offer already names stays as it is; any other must be a fresh public upload (one that nothing has kept,
 * so never another's logo or a company's private stand plan) that fits the logo or key image rule.
 */
export async function configurationFileIssues(db: Db | Tx, configuration: Configuration, stored?: Pick<Configuration, 'brands'>): Promise<FieldError[]> {
  const facts = await findUploadFacts(db, freshFileIds(configuration, stored));
  return brandFileFields(configuration, stored).flatMap(({ id, property, kind }): FieldError[] => {
    const file = facts.get(id);
    const code = file && isFreshPublicUpload(file) ? brandFileIssue(kind, file) : 'brandFileUnknown';
    return code ? [{ property, code }] : [];
  });
}

/**
 * Keeps the configuration's files (in the saving transaction, after configurationFileIssues found none). A fresh
 * upload that another save kept in the meantime is refused as unknown, so no two saves ever share one.
 */
export async function keepConfigurationFiles(tx: Tx, configuration: Configuration, stored?: Pick<Configuration, 'brands'>): Promise<void> {
  const claimed = new Set(await markFilesKept(tx, freshFileIds(configuration, stored)));
  const lost = brandFileFields(configuration, stored).filter(({ id }) => !claimed.has(id));
  if (lost.length > 0) throw new AppError(400, 'badRequest', { fields: lost.map(({ property }) => ({ property, code: 'brandFileUnknown' })) });
}

/** The brand files a configuration names anew (not named by the stored offer), with their field. */
function brandFileFields(configuration: Configuration, stored: Pick<Configuration, 'brands'> | undefined) {
  const kept = new Set(stored ? configurationFileIds(stored) : []);
  return configuration.brands.flatMap((brand, index) =>
    BRAND_FILES.flatMap(({ field, kind }) => {
      const id = brand[field]?.id;
      return id && !kept.has(id) ? [{ id, kind, property: `brands.${index}.${field}` }] : [];
    }),
  );
}

const freshFileIds = (configuration: Configuration, stored: Pick<Configuration, 'brands'> | undefined) => [
  ...new Set(brandFileFields(configuration, stored).map(({ id }) => id)),
];
