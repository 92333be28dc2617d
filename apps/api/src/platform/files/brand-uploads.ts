import { brandFileIssue } from '@messeportal/domain';
import type { Db, Tx } from '../db/client.ts';
import { AppError, type FieldError } from '../http/app-error.ts';
import { findUploadFacts, isFreshPublicUpload, markFilesKept } from './repo.ts';

/** A logo or key image that a save names anew, with the field that names it. */
export interface BrandUpload {
  id: number;
  kind: 'logo' | 'motif';
  property: string;
}

const distinctIds = (uploads: readonly BrandUpload[]) => [...new Set(uploads.map(({ id }) => id))];

/**
 * What is wrong with logos and key images a save names anew: each must be a fresh public upload (one that
 * nothing has kept, so never another's logo or a company's private stand plan) that fits the logo or key image
 * rule on its stored type, size and width.
 */
export async function brandUploadIssues(db: Db | Tx, uploads: readonly BrandUpload[]): Promise<FieldError[]> {
  const facts = await findUploadFacts(db, distinctIds(uploads));
  return uploads.flatMap(({ id, property, kind }): FieldError[] => {
    const file = facts.get(id);
    const code = file && isFreshPublicUpload(file) ? brandFileIssue(kind, file) : 'brandFileUnknown';
    return code ? [{ property, code }] : [];
  });
}

/**
 * Keeps such uploads in the saving transaction (after their check): one that another save kept in the meantime
 * is refused as unknown, so no two saves ever share an upload.
 */
export async function keepBrandUploads(tx: Tx, uploads: readonly BrandUpload[]): Promise<void> {
  const claimed = new Set(await markFilesKept(tx, distinctIds(uploads)));
  const lost = uploads.filter(({ id }) => !claimed.has(id));
  if (lost.length > 0) throw new AppError(400, 'badRequest', { fields: lost.map(({ property }) => ({ property, code: 'brandFileUnknown' })) });
}
