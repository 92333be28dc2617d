import { asc, count, eq, getTableColumns, max } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { mediaGroups, mediaItems } from '../../platform/db/schema.ts';

export type MediaGroupRow = typeof mediaGroups.$inferSelect;
export type MediumRow = typeof mediaItems.$inferSelect;

/** Every media group in order, with how many media (of any event) it holds. */
export const listMediaGroupsWithCounts = (db: Db | Tx) =>
  db
    .select({ ...getTableColumns(mediaGroups), mediaCount: count(mediaItems.id) })
    .from(mediaGroups)
    .leftJoin(mediaItems, eq(mediaItems.mediaGroupId, mediaGroups.id))
    .groupBy(mediaGroups.id)
    .orderBy(asc(mediaGroups.sort), asc(mediaGroups.id));

export type MediaGroupWithCount = Awaited<ReturnType<typeof listMediaGroupsWithCounts>>[number];

/** The group, locked until the transaction ends, so that a concurrent change or deletion waits. */
export const lockMediaGroup = (tx: Tx, id: number) =>
  tx.select().from(mediaGroups).where(eq(mediaGroups.id, id)).for('update').then((rows) => rows[0]);

export const countMediaInGroup = (tx: Tx, groupId: number) =>
  tx.select({ n: count() }).from(mediaItems).where(eq(mediaItems.mediaGroupId, groupId)).then((rows) => rows[0]!.n);

/** The event's media in order (the public catalogue's order: catalogue/repo.ts). */
export const listEventMedia = (db: Db | Tx, eventId: number) =>
  db.select().from(mediaItems).where(eq(mediaItems.eventId, eventId)).orderBy(asc(mediaItems.sort), asc(mediaItems.id));

/** The medium, locked: binding orders raise its sold pieces under the same lock, so the stock check holds. */
export const lockMedium = (tx: Tx, id: number) => tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update').then((rows) => rows[0]);

export const lastMediaGroupSort = (tx: Tx) => tx.select({ last: max(mediaGroups.sort) }).from(mediaGroups).then((rows) => rows[0]!.last);

export const lastMediumSort = (tx: Tx, eventId: number) =>
  tx.select({ last: max(mediaItems.sort) }).from(mediaItems).where(eq(mediaItems.eventId, eventId)).then((rows) => rows[0]!.last);
