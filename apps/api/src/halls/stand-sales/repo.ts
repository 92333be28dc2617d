import { standKey, standStateAt } from '@messeportal/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { registrations, standSales } from '../../platform/db/schema.ts';

export type StandSaleRow = typeof standSales.$inferSelect;

/** A stand of the event's plans: its hall (id and name) and its number as drawn. */
export interface PlanStandRef {
  hallId: number;
  hall: string;
  standNr: string;
}

/** What a stand's row holds once it is free again: no hold, option, proposal or block, nothing of them left. */
export const freedSale = (now: Date) =>
  ({ state: 'available', registrationId: null, companyId: null, holdTokenHash: null, until: null, reason: '', updatedAt: now }) as const;

/**
 * The stand's sales row, locked until the transaction ends: every change of a stand (a hold, an option, a
 * placement, a booking) takes this lock first, so two of them on one stand happen one after the other, whichever
 * API process runs them. The row is made on first use; no row and an 'available' one mean the same.
 */
export async function lockStand(tx: Tx, eventId: number, hallPlanId: number, number: string): Promise<StandSaleRow> {
  const key = standKey(number);
  await tx.insert(standSales).values({ eventId, hallPlanId, standKey: key, standNumber: number }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(standSales)
    .where(and(eq(standSales.eventId, eventId), eq(standSales.hallPlanId, hallPlanId), eq(standSales.standKey, key)))
    .for('update');
  return row!;
}

/** The registration of the event that has the stand (its hall's name and the stand's number, by standKey). */
export async function registrationOnStand(db: Db | Tx, eventId: number, hallName: string, number: string) {
  const key = standKey(number);
  const rows = await db
    .select({ id: registrations.id, companyId: registrations.companyId, standNr: registrations.standNr })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), sql`lower(${registrations.hall}) = lower(${hallName})`, ne(registrations.standNr, ''), isNull(registrations.canceledAt)));
  return rows.find((row) => standKey(row.standNr) === key) ?? null;
}

/** The stand's row locked (lockStand), and the state it is in at `now`: booked when a registration has it. */
export async function lockedStandState(tx: Tx, eventId: number, stand: PlanStandRef, now: Date) {
  const sale = await lockStand(tx, eventId, stand.hallId, stand.standNr);
  const booked = await registrationOnStand(tx, eventId, stand.hall, stand.standNr);
  return { sale, state: standStateAt(sale, booked !== null, now) };
}

/** The state a stand is in at `now`, read without a lock (for a check that reserves nothing, as lockedStandState decides it). */
export async function standStateNow(db: Db, eventId: number, stand: PlanStandRef, now: Date) {
  const [sale] = await db
    .select({ state: standSales.state, until: standSales.until })
    .from(standSales)
    .where(and(eq(standSales.eventId, eventId), eq(standSales.hallPlanId, stand.hallId), eq(standSales.standKey, standKey(stand.standNr))));
  const booked = await registrationOnStand(db, eventId, stand.hall, stand.standNr);
  return standStateAt(sale, booked !== null, now);
}

/**
 * Locks the rows of several stands (lockStand) in one order whatever order they are named in, by hall and standKey: two
 * changes taking the same two stands (a move one way and a swap, two crossing moves) then wait for each other instead of
 * each holding one lock and waiting for the other.
 */
export async function lockStandsInOrder(tx: Tx, eventId: number, stands: readonly PlanStandRef[]): Promise<StandSaleRow[]> {
  const order = [...stands].sort((a, b) => a.hallId - b.hallId || (standKey(a.standNr) < standKey(b.standNr) ? -1 : standKey(a.standNr) > standKey(b.standNr) ? 1 : 0));
  const rows: StandSaleRow[] = [];
  for (const stand of order) rows.push(await lockStand(tx, eventId, stand.hallId, stand.standNr));
  return rows;
}
