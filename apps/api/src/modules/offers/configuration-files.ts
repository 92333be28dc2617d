import { brandFileIssue, type Configuration } from '@messeportal/domain';
import type { Tx } from '../../db/client.ts';
import type { FieldError } from '../../http/app-error.ts';
import { findUploadFacts, isFreshPublicUpload } from '../files/repo.ts';

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
export async function configurationFileIssues(tx: Tx, configuration: Configuration, stored?: Pick<Configuration, 'brands'>): Promise<FieldError[]> {
  const kept = new Set(stored ? configurationFileIds(stored) : []);
  const facts = await findUploadFacts(tx, configurationFileIds(configuration).filter((id) => !kept.has(id)));
  return configuration.brands.flatMap((brand, index) =>
    BRAND_FILES.flatMap(({ field, kind }): FieldError[] => {
      const id = brand[field]?.id;
      if (!id || kept.has(id)) return [];
      const file = facts.get(id);
      const code = file && isFreshPublicUpload(file) ? brandFileIssue(kind, file) : 'brandFileUnknown';
      return code ? [{ property: `brands.${index}.${field}`, code }] : [];
    }),
  );
}
