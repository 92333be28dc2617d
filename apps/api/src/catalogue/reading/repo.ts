import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { mediaItems, orderBookGroups, orderBookItems } from '../../platform/db/schema.ts';

/** The event's media items with their stock (cached per version of the stock, see catalogue/routes.ts). */
export const listMediaItems = (db: Db, eventId: number) =>
  db.select().from(mediaItems).where(eq(mediaItems.eventId, eventId)).orderBy(asc(mediaItems.sort), asc(mediaItems.id));

/** The event's order booklet: groups in order, items in group order. */
export async function loadOrderBook(db: Db, eventId: number) {
  const [groups, items] = await Promise.all([
    db.select().from(orderBookGroups).where(eq(orderBookGroups.eventId, eventId)).orderBy(asc(orderBookGroups.sort), asc(orderBookGroups.id)),
    db
      .select()
      .from(orderBookItems)
      .innerJoin(orderBookGroups, eq(orderBookGroups.id, orderBookItems.groupId))
      .where(and(eq(orderBookItems.eventId, eventId)))
      .orderBy(asc(orderBookGroups.sort), asc(orderBookGroups.id), asc(orderBookItems.sort), asc(orderBookItems.id)),
  ]);
  return { groups, items: items.map((row) => row.order_book_items) };
}

export type OrderBook = Awaited<ReturnType<typeof loadOrderBook>>;
export type MediaItemRow = Awaited<ReturnType<typeof listMediaItems>>[number];
