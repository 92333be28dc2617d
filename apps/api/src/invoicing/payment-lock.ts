import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';

/** The key of the advisory lock every booking of a payment holds: one booking at a time across all API processes. */
const PAYMENT_BOOKING_LOCK = 30_001;

/**
 * Serialises bookings of payments (a statement, a payment typed in) until the transaction ends, so that what a
 * booking read as open is still open when it books, whichever process books it.
 */
export async function lockPaymentBookings(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_BOOKING_LOCK})`);
}
