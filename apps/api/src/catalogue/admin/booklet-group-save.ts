import type { bookletGroupInputSchema } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { orderBookGroups } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { countItemsInGroup, lastBookletGroupSort, lockBookletGroup } from './booklet-repo.ts';
import { nextSort } from './media-booklet-rows.ts';

type GroupFields = z.output<typeof bookletGroupInputSchema>;

/** A new group of the event's booklet; without a place it goes last. */
export async function createBookletGroup(tx: Tx, actor: Actor, eventId: number, input: GroupFields) {
  const sort = input.sort ?? nextSort(await lastBookletGroupSort(tx, eventId));
  const [created] = await tx.insert(orderBookGroups).values({ ...input, eventId, sort }).returning();
  await recordChange(tx, actor, { entity: 'bookletGroup', entityId: created!.id, action: 'create', after: created });
  return created!;
}

/** Changes a group's titles and display; without a place it keeps its own. */
export async function updateBookletGroup(tx: Tx, actor: Actor, id: number, input: GroupFields) {
  const before = await lockBookletGroup(tx, id);
  if (!before) throw notFound('bookletGroupNotFound');
  const [after] = await tx
    .update(orderBookGroups)
    .set({ ...input, sort: input.sort ?? before.sort })
    .where(eq(orderBookGroups.id, id))
    .returning();
  await recordChange(tx, actor, { entity: 'bookletGroup', entityId: id, action: 'update', before, after });
  return after!;
}

/**
 * Deletes an empty group. One holding items is refused with their count: its items are what orders, offers
 * and booklets refer to, and each is deleted (or refused, naming those) on its own.
 */
export async function deleteBookletGroup(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await lockBookletGroup(tx, id);
  if (!before) throw notFound('bookletGroupNotFound');
  const held = await countItemsInGroup(tx, id);
  if (held > 0) throw new AppError(409, 'bookletGroupInUse', { property: 'id', params: { count: held } });
  await tx.delete(orderBookGroups).where(eq(orderBookGroups.id, id));
  await recordChange(tx, actor, { entity: 'bookletGroup', entityId: id, action: 'delete', before });
}
