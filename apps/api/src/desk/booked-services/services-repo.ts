import { DEFAULT_BILLING_NUMBERS, type BilledBookletLine } from '@messeportal/domain';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { documentPositions, documents, orderBookItems, orderBookValues } from '../../platform/db/schema.ts';

/** The booklet's own bookings of a registration, with the deviating prices staff gave. */
export const loadBookings = (db: Db | Tx, registrationId: number) =>
  db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId));

export type BookingRow = Awaited<ReturnType<typeof loadBookings>>[number];

/** The booking of one item as it is now (the caller holds the registration's lock). */
export async function findBooking(tx: Tx, registrationId: number, itemId: number): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(orderBookValues).where(and(eq(orderBookValues.registrationId, registrationId), eq(orderBookValues.orderBookItemId, itemId)));
  return row;
}

/**
 * Writes the booking of one item as staff set it, taking the item's billing number as the booklet's writers do;
 * nothing booked removes it.
 */
export async function writeBooking(tx: Tx, registrationId: number, itemId: number, booking: { amount: number; checked: boolean; priceDeviating: number | null; priceReason: string }) {
  const key = and(eq(orderBookValues.registrationId, registrationId), eq(orderBookValues.orderBookItemId, itemId));
  if (booking.amount <= 0 && !booking.checked) {
    await tx.delete(orderBookValues).where(key);
    return;
  }
  const billingNumber = sql`coalesce((select ${orderBookItems.billingNumber} from ${orderBookItems} where ${orderBookItems.id} = ${itemId}), ${DEFAULT_BILLING_NUMBERS.service})`;
  const values = { ...booking, updatedAt: new Date(), billingNumber };
  await tx
    .insert(orderBookValues)
    .values({ registrationId, orderBookItemId: itemId, ...values })
    .onConflictDoUpdate({ target: [orderBookValues.registrationId, orderBookValues.orderBookItemId], set: values });
}

/**
 * The lines of the registration's live invoices (not cancelled) that billed booklet bookings, with what credit
 * notes and cancellation vouchers gave back of each.
 */
export async function billedBookletLines(db: Db | Tx, registrationId: number): Promise<BilledBookletLine[]> {
  const credited = db
    .select({ creditsId: documentPositions.creditsId, cents: sql<number>`sum(${documentPositions.sum})::int`.as('cents') })
    .from(documentPositions)
    .innerJoin(documents, eq(documents.id, documentPositions.documentId))
    .where(and(eq(documents.registrationId, registrationId), inArray(documents.type, ['credit_note', 'cancellation'])))
    .groupBy(documentPositions.creditsId)
    .as('credited');
  const rows = await db
    .select({
      lineId: documentPositions.id,
      invoiceId: documents.id,
      invoiceNumber: documents.number,
      itemId: documentPositions.orderBookItemId,
      amount: documentPositions.amount,
      priceSingle: documentPositions.priceSingle,
      sum: documentPositions.sum,
      creditedCents: sql<number>`coalesce(${credited.cents}, 0)::int`,
    })
    .from(documentPositions)
    .innerJoin(documents, eq(documents.id, documentPositions.documentId))
    .leftJoin(credited, eq(credited.creditsId, documentPositions.id))
    .where(and(eq(documents.registrationId, registrationId), eq(documents.type, 'invoice'), ne(documents.status, 'canceled'), isNotNull(documentPositions.orderBookItemId)))
    .orderBy(asc(documentPositions.id));
  return rows.map((row) => ({ ...row, itemId: row.itemId!, amount: Number(row.amount), creditedCents: Number(row.creditedCents) }));
}
