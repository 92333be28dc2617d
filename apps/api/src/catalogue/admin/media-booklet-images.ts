import type { Tx } from '../../platform/db/client.ts';
import { AppError, type FieldError } from '../../platform/http/app-error.ts';
import { findUploadFacts, isFreshPublicUpload, markFilesKept } from '../../platform/files/repo.ts';

/** A catalogue image a save names, with the field that names it ('imageFileId', 'galleryFileIds.2'). */
export interface NamedImage {
  id: number;
  property: string;
}

/** What the upload route stores as an image, checked there by the file's bytes (files/upload-kinds.ts). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * Checks and keeps the images a medium or booklet item names, in the saving transaction. One the row already
 * names may stay; a new one must be a fresh public upload of an image (never a company's private stand plan,
 * never a file another save keeps), and is kept from the sweep here. Throws one 400 naming every bad field.
 */
export async function keepCatalogueImages(tx: Tx, named: readonly NamedImage[], alreadyNamed: ReadonlySet<number>): Promise<void> {
  const fresh = named.filter(({ id }) => !alreadyNamed.has(id));
  const facts = await findUploadFacts(tx, [...new Set(fresh.map(({ id }) => id))]);
  const usable = (id: number) => {
    const file = facts.get(id);
    return !!file && isFreshPublicUpload(file) && IMAGE_TYPES.has(file.mimeType);
  };
  const bad = (images: readonly NamedImage[]): FieldError[] => images.map(({ property }) => ({ property, code: 'catalogueImageInvalid' }));
  const refused = fresh.filter(({ id }) => !usable(id));
  if (refused.length > 0) throw new AppError(400, 'catalogueImageInvalid', { fields: bad(refused) });
  // Kept by another save since the check: refused as everywhere an upload is named (files/brand-uploads.ts).
  const claimed = new Set(await markFilesKept(tx, [...new Set(fresh.map(({ id }) => id))]));
  const lost = fresh.filter(({ id }) => !claimed.has(id));
  if (lost.length > 0) throw new AppError(400, 'catalogueImageInvalid', { fields: bad(lost) });
}
