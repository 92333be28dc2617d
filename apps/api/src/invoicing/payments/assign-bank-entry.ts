import { formatMoney, type assignBankEntryInputSchema, type Lang } from '@messeportal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { lockPaymentBookings } from '../payment-lock.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import type { Tx } from '../../platform/db/client.ts';
import { bankEntries, documents } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { bookPayments } from './statement-repo.ts';

/** The entry waiting for a person, locked; 404 for none, 409 when someone dealt with it meanwhile. */
async function waitingEntry(tx: Tx, entryId: number) {
  const [entry] = await tx.select().from(bankEntries).where(eq(bankEntries.id, entryId)).for('update');
  if (!entry) throw notFound('bankEntryNotFound');
  if (entry.state !== 'review') throw new AppError(409, 'bankEntryNotWaiting');
  return entry;
}

/**
 * A person books a waiting credit on the invoices it pays, named by their numbers, in amounts that add up to
 * the credit. An amount above what an invoice has open is booked there in full and shows as its credit
 * balance, to be paid back or set off: never spread over invoices nobody named.
 */
export async function assignBankEntry(app: FastifyInstance, entryId: number, input: z.output<typeof assignBankEntryInputSchema>, actor: Actor, lang: Lang) {
  await app.db.transaction(async (tx) => {
    await lockPaymentBookings(tx);
    const entry = await waitingEntry(tx, entryId);
    if (entry.direction !== 'credit') throw new AppError(409, 'allocationDebit');
    const numbers = input.allocations.map((allocation) => allocation.number.toUpperCase());
    const twice = numbers.findIndex((number, i) => numbers.indexOf(number) !== i);
    if (twice >= 0) throw new AppError(400, 'allocationTwice', { property: `allocations.${twice}.number` });
    const open = await tx
      .select({ id: documents.id, number: documents.number })
      .from(documents)
      .where(and(eq(documents.type, 'invoice'), eq(documents.status, 'open'), inArray(documents.number, numbers)));
    const idOf = new Map(open.map((invoice) => [invoice.number.toUpperCase(), invoice.id]));
    const unknown = numbers.findIndex((number) => !idOf.has(number));
    if (unknown >= 0) throw new AppError(400, 'allocationNotOpen', { property: `allocations.${unknown}.number`, params: { number: input.allocations[unknown]!.number } });
    const sum = input.allocations.reduce((total, allocation) => total + allocation.amount, 0);
    if (sum !== entry.amountCents) {
      throw new AppError(400, 'allocationSum', { property: 'allocations', params: { sum: formatMoney(sum, lang, 'EUR'), amount: formatMoney(entry.amountCents, lang, 'EUR') } });
    }
    const bookings = input.allocations.map((allocation, i) => ({ invoiceId: idOf.get(numbers[i]!)!, amountCents: allocation.amount, bankEntryId: entry.id, paidOn: entry.bookedOn }));
    await bookPayments(tx, bookings, actor?.staffUserId ?? null);
    await tx.update(bankEntries).set({ state: 'booked', candidateIds: bookings.map((booking) => booking.invoiceId), resolvedBy: actor?.staffUserId ?? null, resolvedAt: new Date() }).where(eq(bankEntries.id, entry.id));
    await recordChange(tx, actor, {
      entity: 'bankEntry',
      entityId: entry.id,
      action: 'update',
      before: { state: 'review' },
      after: { state: 'booked', allocations: input.allocations.map((allocation) => `${allocation.number}: ${formatMoney(allocation.amount, lang, 'EUR')}`) },
    });
  });
}

/** A person says a waiting entry pays no invoice (a refund paid, bank fees, another business): it leaves the list. */
export async function dismissBankEntry(app: FastifyInstance, entryId: number, actor: Actor) {
  await app.db.transaction(async (tx) => {
    const entry = await waitingEntry(tx, entryId);
    await tx.update(bankEntries).set({ state: 'dismissed', resolvedBy: actor?.staffUserId ?? null, resolvedAt: new Date() }).where(eq(bankEntries.id, entry.id));
    await recordChange(tx, actor, { entity: 'bankEntry', entityId: entry.id, action: 'update', before: { state: 'review' }, after: { state: 'dismissed' } });
  });
}

