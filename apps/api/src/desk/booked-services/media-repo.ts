import { divideRounded, lineSum, type MediumPosition } from '@messeportal/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { contacts, documentPositions, documents, mediaItems, orderPositions, orders } from '../../platform/db/schema.ts';

/** What live invoices billed of each order position, and what credit notes gave back of those lines. */
const billedOf = (db: Db | Tx) =>
  db
    .select({
      orderPositionId: documentPositions.orderPositionId,
      invoiceId: sql<number>`max(${documents.id})`.as('invoice_id'),
      invoiceNumber: sql<string>`max(${documents.number})`.as('invoice_number'),
      billedSum: sql<number>`sum(${documentPositions.sum})::int`.as('billed_sum'),
      billedAmount: sql<number>`sum(${documentPositions.amount})::float8`.as('billed_amount'),
      creditedCents: sql<number>`coalesce(sum((select sum(c.sum) from document_positions c where c.credits_id = ${documentPositions.id})), 0)::int`.as(
        'credited_cents',
      ),
    })
    .from(documentPositions)
    .innerJoin(documents, eq(documents.id, documentPositions.documentId))
    .where(and(eq(documents.type, 'invoice'), ne(documents.status, 'canceled')))
    .groupBy(documentPositions.orderPositionId)
    .as('billed');

/**
 * The media positions of the registration's orders (not cancelled), oldest first, each with the order it is in
 * and what a live invoice billed of it (the invoice and its sum; 0 when none) and credited since.
 */
export async function mediaPositions(db: Db | Tx, registrationId: number, itemId?: number) {
  const billed = billedOf(db);
  const rows = await db
    .select({
      id: orderPositions.id,
      orderId: orderPositions.orderId,
      itemId: orderPositions.itemId,
      amount: orderPositions.amount,
      priceSingle: orderPositions.priceSingle,
      sum: orderPositions.sum,
      invoiceId: billed.invoiceId,
      invoiceNumber: billed.invoiceNumber,
      billedSum: sql<number>`coalesce(${billed.billedSum}, 0)`,
      billedAmount: sql<number>`coalesce(${billed.billedAmount}, 0)`,
      creditedCents: sql<number>`coalesce(${billed.creditedCents}, 0)`,
    })
    .from(orderPositions)
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .leftJoin(billed, eq(billed.orderPositionId, orderPositions.id))
    .where(
      and(
        eq(orders.registrationId, registrationId),
        ne(orders.status, 'canceled'),
        eq(orderPositions.kind, 'media'),
        itemId === undefined ? undefined : eq(orderPositions.itemId, itemId),
      ),
    )
    .orderBy(asc(orderPositions.id));
  return rows.map((row) => ({ ...row, amount: Number(row.amount), billedSum: Number(row.billedSum), billedAmount: Number(row.billedAmount), creditedCents: Number(row.creditedCents) }));
}

export type MediaPositionRow = Awaited<ReturnType<typeof mediaPositions>>[number] & MediumPosition;

/**
 * Sets the amounts staff lowered: a position no invoice billed and nothing left of goes, the others keep their row
 * at the new amount and sum; the pieces go back to stock, and each order touched is totalled again at its tax
 * rate (an order left without positions is cancelled).
 */
export async function lowerPositions(tx: Tx, itemId: number, positions: readonly MediaPositionRow[], changes: readonly { id: number; amount: number }[], rateBp: number) {
  const byId = new Map(positions.map((position) => [position.id, position]));
  let released = 0;
  for (const change of changes) {
    const position = byId.get(change.id)!;
    released += position.amount - change.amount;
    if (change.amount === 0 && position.billedSum === 0) await tx.delete(orderPositions).where(eq(orderPositions.id, change.id));
    else await tx.update(orderPositions).set({ amount: change.amount, sum: lineSum(change.amount, position.priceSingle) }).where(eq(orderPositions.id, change.id));
  }
  await tx.update(mediaItems).set({ ordered: sql`greatest(${mediaItems.ordered} - ${released}, 0)` }).where(eq(mediaItems.id, itemId));
  const touched = [...new Set(changes.map((change) => byId.get(change.id)!.orderId))];
  const left = await tx.select({ orderId: orderPositions.orderId, sum: orderPositions.sum }).from(orderPositions).where(inArray(orderPositions.orderId, touched));
  for (const orderId of touched) {
    const lines = left.filter((line) => line.orderId === orderId);
    // As priceTotals totals an order: the VAT rounded once on the net.
    const net = lines.reduce((total, line) => total + line.sum, 0);
    const vat = divideRounded(net * rateBp, 10000);
    const emptied = lines.length === 0;
    await tx
      .update(orders)
      .set({ netCents: net, vatCents: vat, grossCents: net + vat, ...(emptied && { status: 'canceled' }) })
      .where(eq(orders.id, orderId));
  }
}

/** The company's main contact, whom an order staff place is made for (it orders, and is told). */
export async function findMainContactRow(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ id: contacts.id, email: contacts.email, lang: contacts.lang })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.isMainContact, true)))
    .limit(1);
  return row;
}

/** The event's advertising media with what is left of each, in catalogue order. */
export const eventMedia = (db: Db | Tx, eventId: number) =>
  db.select().from(mediaItems).where(eq(mediaItems.eventId, eventId)).orderBy(asc(mediaItems.sort), asc(mediaItems.id));
