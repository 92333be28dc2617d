import { files } from '../../src/platform/db/schema.ts';
import { newFileId } from '../../src/platform/files/file-id.ts';
import { makePng } from '../upload-fixtures.ts';
import { nextSerial } from './sequence.ts';
import type { FactoryTarget } from './target.ts';

/** A stored PNG image (a kept upload: a logo, a motif, a catalogue picture), served by /pub/file/{id}. */
export async function buildImageFile(target: FactoryTarget, overrides: Partial<typeof files.$inferInsert> = {}) {
  const data = await makePng(40, 30);
  const [file] = await target.db
    .insert(files)
    .values({ id: newFileId(), origName: `bild-${nextSerial()}.png`, mimeType: 'image/png', size: data.length, isImage: true, width: 40, height: 30, data, ...overrides })
    .returning({ id: files.id, origName: files.origName });
  return file!;
}
