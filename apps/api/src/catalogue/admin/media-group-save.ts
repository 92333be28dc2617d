import type { MediaGroupInput } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { mediaGroups } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { nextSort } from './media-booklet-rows.ts';
import { countMediaInGroup, lastMediaGroupSort, lockMediaGroup } from './media-repo.ts';

type Fields = Required<Pick<MediaGroupInput, 'nameDe' | 'nameEn'>> & { sort?: number };

/** A new media group, shared by every event; without a place it goes last. */
export async function createMediaGroup(tx: Tx, actor: Actor, input: Fields) {
  const sort = input.sort ?? nextSort(await lastMediaGroupSort(tx));
  const [created] = await tx.insert(mediaGroups).values({ nameDe: input.nameDe, nameEn: input.nameEn, sort }).returning();
  await recordChange(tx, actor, { entity: 'mediaGroup', entityId: created!.id, action: 'create', after: created });
  return created!;
}

/** Renames or moves a media group; without a place it keeps its own. */
export async function updateMediaGroup(tx: Tx, actor: Actor, id: number, input: Fields) {
  const before = await lockMediaGroup(tx, id);
  if (!before) throw notFound('mediaGroupNotFound');
  const changes = { nameDe: input.nameDe, nameEn: input.nameEn, sort: input.sort ?? before.sort };
  const [after] = await tx.update(mediaGroups).set(changes).where(eq(mediaGroups.id, id)).returning();
  await recordChange(tx, actor, { entity: 'mediaGroup', entityId: id, action: 'update', before, after });
  return after!;
}

/** Deletes an empty media group; one that holds media of any event is refused with their count. */
export async function deleteMediaGroup(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await lockMediaGroup(tx, id);
  if (!before) throw notFound('mediaGroupNotFound');
  const held = await countMediaInGroup(tx, id);
  if (held > 0) throw new AppError(409, 'mediaGroupInUse', { property: 'id', params: { count: held } });
  await tx.delete(mediaGroups).where(eq(mediaGroups.id, id));
  await recordChange(tx, actor, { entity: 'mediaGroup', entityId: id, action: 'delete', before });
}
