import type { Configuration } from '@messeportal/domain';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { FieldError } from '../../platform/http/app-error.ts';
import { brandUploadIssues, keepBrandUploads, type BrandUpload } from '../../platform/files/brand-uploads.ts';

const BRAND_FILES = [
  { field: 'fileLogoNew', kind: 'logo' },
  { field: 'fileMotifNew', kind: 'motif' },
] as const;

/** The uploads a configuration refers to (brand logos and key images). */
export const configurationFileIds = (configuration: Pick<Configuration, 'brands'>): number[] =>
  configuration.brands.flatMap((brand) => [brand.fileLogoNew?.id, brand.fileMotifNew?.id]).filter((id): id is number => !!id);

/** The brand files a configuration names anew (not named by the stored offer), with their field. */
function brandUploads(configuration: Configuration, stored: Pick<Configuration, 'brands'> | undefined): BrandUpload[] {
  const kept = new Set(stored ? configurationFileIds(stored) : []);
  return configuration.brands.flatMap((brand, index) =>
    BRAND_FILES.flatMap(({ field, kind }) => {
      const id = brand[field]?.id;
      return id && !kept.has(id) ? [{ id, kind, property: `brands.${index}.${field}` }] : [];
    }),
  );
}

/**
 * What is wrong with the brand files a configuration names before an offer or an order keeps them: a file the
 * stored offer already names stays as it is; any other must be a fresh upload that fits (see brandUploadIssues).
 */
export const configurationFileIssues = (db: Db | Tx, configuration: Configuration, stored?: Pick<Configuration, 'brands'>): Promise<FieldError[]> =>
  brandUploadIssues(db, brandUploads(configuration, stored));

/** Keeps the configuration's fresh files (in the saving transaction, after configurationFileIssues found none). */
export const keepConfigurationFiles = (tx: Tx, configuration: Configuration, stored?: Pick<Configuration, 'brands'>) =>
  keepBrandUploads(tx, brandUploads(configuration, stored));
