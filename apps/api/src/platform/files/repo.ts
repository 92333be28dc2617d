import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { brands, files, mediaItems, orderBookItems, registrations } from '../db/schema.ts';
import { newFileId } from './file-id.ts';

/** A public file's bytes or thumbnail; a private upload (one with an owner company) is never found here. */
export async function findFileContent(db: Db, id: number, variant: 'data' | 'thumb') {
  const [row] = await db
    .select({
      origName: files.origName,
      mimeType: files.mimeType,
      isImage: files.isImage,
      content: variant === 'data' ? files.data : files.thumb,
    })
    .from(files)
    .where(and(eq(files.id, id), isNull(files.ownerCompanyId)));
  return row;
}

export interface NewTempFile {
  origName: string;
  mimeType: string;
  size: number;
  isImage: boolean;
  width: number | null;
  height: number | null;
  data: Buffer;
  thumb: Buffer | null;
  /** Set for a private upload: the company it belongs to. */
  ownerCompanyId?: number | null;
}

/** Stores an upload as temporary: the sweep removes it unless a saved configuration keeps it. */
export async function insertTempFile(db: Db, file: NewTempFile) {
  const [row] = await db
    .insert(files)
    .values({ ...file, id: newFileId(), isTemp: true })
    .returning({ id: files.id, origName: files.origName, isImage: files.isImage });
  return row!;
}

/** What the rules for naming a stored file look at: its real type, size and width, and whether it is fresh. */
export async function findUploadFacts(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, never>();
  const rows = await db
    .select({ id: files.id, mimeType: files.mimeType, size: files.size, width: files.width, isTemp: files.isTemp, ownerCompanyId: files.ownerCompanyId })
    .from(files)
    .where(inArray(files.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether a save may newly name a stored file: a public upload that nothing has kept yet. */
export const isFreshPublicUpload = (file: { isTemp: boolean; ownerCompanyId: number | null }) => file.isTemp && file.ownerCompanyId === null;

/**
 * Marks uploads as used by something saved, so the sweep leaves them; call it in the saving transaction. Answers
 * the ids it took from temporary: a fresh upload missing there was taken by another save in the meantime.
 */
export async function markFilesKept(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(files)
    .set({ isTemp: false })
    .where(and(inArray(files.id, ids), eq(files.isTemp, true)))
    .returning({ id: files.id });
  return rows.map((row) => row.id);
}

/**
 * Deletes temporary files created before `olderThan` that nothing refers to, and returns how many.
 * The reference checks guard against a row that points at a file without having marked it kept.
 */
export async function deleteStaleTempFiles(db: Db, olderThan: Date) {
  const deleted = await db
    .delete(files)
    .where(
      and(
        eq(files.isTemp, true),
        lt(files.createdAt, olderThan),
        notExists(db.select({ one: sql`1` }).from(mediaItems).where(eq(mediaItems.imageFileId, files.id))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderBookItems)
            .where(or(eq(orderBookItems.imageFileId, files.id), sql`${files.id} = any(${orderBookItems.galleryFileIds})`)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(brands)
            .where(or(eq(brands.logoFileId, files.id), eq(brands.motifFileId, files.id))),
        ),
        notExists(db.select({ one: sql`1` }).from(registrations).where(eq(registrations.floorPlanFileId, files.id))),
      ),
    )
    .returning({ id: files.id });
  return deleted.length;
}
