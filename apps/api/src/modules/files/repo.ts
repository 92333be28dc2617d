import { and, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, files, mediaItems, orderBookItems } from '../../db/schema.ts';

export async function findFileContent(db: Db, id: number, variant: 'data' | 'thumb') {
  const [row] = await db
    .select({
      origName: files.origName,
      mimeType: files.mimeType,
      isImage: files.isImage,
      content: variant === 'data' ? files.data : files.thumb,
    })
    .from(files)
    .where(eq(files.id, id));
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
}

/** Stores an upload as temporary: the sweep removes it unless a saved configuration keeps it. */
export async function insertTempFile(db: Db, file: NewTempFile) {
  const [row] = await db
    .insert(files)
    .values({ ...file, isTemp: true })
    .returning({ id: files.id, origName: files.origName, isImage: files.isImage });
  return row!;
}

/** Marks uploads as used by something saved, so the sweep leaves them; call it in the saving transaction. */
export async function markFilesKept(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(files).set({ isTemp: false }).where(and(inArray(files.id, ids), eq(files.isTemp, true)));
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
      ),
    )
    .returning({ id: files.id });
  return deleted.length;
}
