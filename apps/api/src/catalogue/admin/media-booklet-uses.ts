import type { CatalogueUses } from '@messeportal/domain';
import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { documents, offers, orderBookValues, orderPositions, orders } from '../../platform/db/schema.ts';

/** A medium ('media' positions, an offer's `medias`) or a booklet item ('service' positions, an offer's `orderBooks`). */
type Kind = 'media' | 'service';

/**
 * Binding orders holding the item, by the number of their confirmation (the number customer and organiser know
 * them by; `#id` for one without). Their positions are snapshots, so a changed item never alters them; a deleted
 * one would leave them pointing nowhere.
 */
async function orderNumbers(tx: Tx, kind: Kind, itemId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: orders.id, number: documents.number })
    .from(orderPositions)
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .leftJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'confirmation')))
    .where(and(eq(orderPositions.kind, kind), eq(orderPositions.itemId, itemId)))
    .orderBy(asc(orders.id), asc(documents.number));
  return rows.map((row) => row.number ?? `#${row.id}`);
}

/** Saved offers of the event that choose the item (amount above 0) in their configuration. */
async function offerCount(tx: Tx, kind: Kind, itemId: number, eventId: number): Promise<number> {
  const list = sql`${offers.data} -> ${kind === 'media' ? 'medias' : 'orderBooks'}`;
  // The configuration was stored through its schema; the type tests only guard rows written otherwise (tests, old data).
  const chosen = sql`exists (
    select 1 from jsonb_array_elements(case when jsonb_typeof(${list}) = 'array' then ${list} else '[]'::jsonb end) entry
    where entry ->> 'id' = ${String(itemId)}
      and case when jsonb_typeof(entry -> 'amount') = 'number' then (entry ->> 'amount')::numeric > 0 else false end)`;
  const [row] = await tx.select({ n: count() }).from(offers).where(and(eq(offers.eventId, eventId), chosen));
  return row!.n;
}

/** Registrations whose order booklet books or ticks the item. */
async function bookletCount(tx: Tx, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orderBookValues)
    .where(and(eq(orderBookValues.orderBookItemId, itemId), or(gt(orderBookValues.amount, 0), eq(orderBookValues.checked, true))));
  return row!.n;
}

/** What refers to a medium: binding orders (and so their documents) and offers. */
export async function mediumUses(tx: Tx, item: { id: number; eventId: number }): Promise<CatalogueUses> {
  const numbers = await orderNumbers(tx, 'media', item.id);
  return { orders: numbers, offers: await offerCount(tx, 'media', item.id, item.eventId), booklets: 0 };
}

/** What refers to a booklet item: binding orders, offers and exhibitors' booklets. */
export async function bookletItemUses(tx: Tx, item: { id: number; eventId: number }): Promise<CatalogueUses> {
  const numbers = await orderNumbers(tx, 'service', item.id);
  const offerTotal = await offerCount(tx, 'service', item.id, item.eventId);
  return { orders: numbers, offers: offerTotal, booklets: await bookletCount(tx, item.id) };
}
