import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orderBookGroups, orderBookItems, orderBookValues } from '../../platform/db/schema.ts';

export type BookletGroupRow = typeof orderBookGroups.$inferSelect;
export type BookletItemRow = typeof orderBookItems.$inferSelect;

/** The event's booklet groups and items, each in order (the public booklet's order: catalogue/repo.ts). */
export async function loadAdminBooklet(db: Db | Tx, eventId: number) {
  const groups = await db
    .select()
    .from(orderBookGroups)
    .where(eq(orderBookGroups.eventId, eventId))
    .orderBy(asc(orderBookGroups.sort), asc(orderBookGroups.id));
  const items = await db
    .select()
    .from(orderBookItems)
    .where(eq(orderBookItems.eventId, eventId))
    .orderBy(asc(orderBookItems.sort), asc(orderBookItems.id));
  return { groups, items };
}

export type AdminBooklet = Awaited<ReturnType<typeof loadAdminBooklet>>;

export const listGroupItems = (db: Db | Tx, groupId: number) =>
  db.select().from(orderBookItems).where(eq(orderBookItems.groupId, groupId)).orderBy(asc(orderBookItems.sort), asc(orderBookItems.id));

/** The group, locked until the transaction ends (a concurrent change, deletion or new item waits). */
export const lockBookletGroup = (tx: Tx, id: number) =>
  tx.select().from(orderBookGroups).where(eq(orderBookGroups.id, id)).for('update').then((rows) => rows[0]);

/** The group an item is put into, held (shared) so that a concurrent deletion of the group waits and sees the item. */
export const holdBookletGroup = (tx: Tx, id: number) =>
  tx.select().from(orderBookGroups).where(eq(orderBookGroups.id, id)).for('share').then((rows) => rows[0]);

/**
 * The item, locked until the transaction ends. Saving an exhibitor's booklet value refers to the item and so
 * waits for the lock: a value cannot appear between the check of its uses and the deletion.
 */
export const lockBookletItem = (tx: Tx, id: number) =>
  tx.select().from(orderBookItems).where(eq(orderBookItems.id, id)).for('update').then((rows) => rows[0]);

export const findBookletItem = (db: Db | Tx, id: number) => db.select().from(orderBookItems).where(eq(orderBookItems.id, id)).then((rows) => rows[0]);

export const countItemsInGroup = (tx: Tx, groupId: number) =>
  tx.select({ n: count() }).from(orderBookItems).where(eq(orderBookItems.groupId, groupId)).then((rows) => rows[0]!.n);

export const lastBookletGroupSort = (tx: Tx, eventId: number) =>
  tx.select({ last: max(orderBookGroups.sort) }).from(orderBookGroups).where(eq(orderBookGroups.eventId, eventId)).then((rows) => rows[0]!.last);

export const lastBookletItemSort = (tx: Tx, groupId: number) =>
  tx.select({ last: max(orderBookItems.sort) }).from(orderBookItems).where(eq(orderBookItems.groupId, groupId)).then((rows) => rows[0]!.last);

/** Values that book nothing (amount 0, not ticked): they go with the item; a booking blocks its deletion (booklet uses). */
export const deleteEmptyBookletValues = (tx: Tx, itemId: number) =>
  tx.delete(orderBookValues).where(and(eq(orderBookValues.orderBookItemId, itemId), eq(orderBookValues.amount, 0), eq(orderBookValues.checked, false)));
