import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export async function findFileContent(db: Db, id: number, variant: 'data' | 'thumb') {
  const [row] = await db
    .select({ origName: files.origName, mimeType: files.mimeType, content: variant === 'data' ? files.data : files.thumb })
    .from(files)
    .where(eq(files.id, id));
  return row;
}
