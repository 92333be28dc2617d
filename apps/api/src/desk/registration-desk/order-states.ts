import { mayMoveOrder, type OrderState } from '@messeportal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { documents, mediaItems, orderPositions, orders } from '../../platform/db/schema.ts';

/**
 * Moves orders to a state (checked against ORDER_TRANSITIONS by the caller) with the confirmations made from
 * them; a cancelled order gives its media pieces back to the stock it took them from.
 */
export async function moveOrders(tx: Tx, orderIds: readonly number[], to: OrderState): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.update(orders).set({ status: to }).where(inArray(orders.id, [...orderIds]));
  await tx.update(documents).set({ status: to, updatedAt: sql`now()` }).where(and(inArray(documents.orderId, [...orderIds]), eq(documents.type, 'confirmation')));
  if (to !== 'canceled') return;
  const taken = await tx
    .select({ itemId: orderPositions.itemId, amount: sql<number>`sum(${orderPositions.amount})::int` })
    .from(orderPositions)
    .where(and(inArray(orderPositions.orderId, [...orderIds]), eq(orderPositions.kind, 'media')))
    .groupBy(orderPositions.itemId);
  for (const { itemId, amount } of taken.sort((a, b) => (a.itemId ?? 0) - (b.itemId ?? 0))) {
    if (itemId === null) continue;
    await tx.update(mediaItems).set({ ordered: sql`greatest(${mediaItems.ordered} - ${amount}, 0)` }).where(eq(mediaItems.id, itemId));
  }
}

/** The orders of a registration that may still be cancelled (not yet delivered or finished), locked. */
export async function cancellableOrders(tx: Tx, registrationId: number): Promise<number[]> {
  const rows = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.registrationId, registrationId)).for('update');
  return rows.filter((row) => mayMoveOrder(row.status as OrderState, 'canceled')).map((row) => row.id);
}
