import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { documentPayments, documents, registrations } from '../platform/db/schema.ts';
import type { DatevBooking, DatevPeriod } from './datev-export.ts';

export type BookedPayment = Awaited<ReturnType<typeof bookedPayments>>[number];

/**
 * The payments of the event's invoices dated in the period (by the day paid, as the bank or staff gave it), typed
 * in or booked from a bank statement alike, and the negative ones taking a payment back (a returned direct debit).
 * The invoice itself may lie outside the period: it was booked in the batch of its own days.
 */
export function bookedPayments(tx: Tx, eventId: number, { from, to }: DatevPeriod) {
  return tx
    .select({
      ...{ invoiceId: documents.id, invoiceDate: documents.date, companyId: documents.companyId, number: documents.number },
      // Only the currency of the stored content: the rest of it is not needed for a payment.
      ...{ currency: sql<string | null>`${documents.content}->>'currency'`, paidOn: documentPayments.paidOn, amountCents: documentPayments.amountCents },
    })
    .from(documentPayments)
    .innerJoin(documents, eq(documents.id, documentPayments.documentId))
    .innerJoin(registrations, eq(registrations.id, documents.registrationId))
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(documents.type, 'invoice'),
        from ? gte(documentPayments.paidOn, from) : undefined,
        to ? lte(documentPayments.paidOn, to) : undefined,
      ),
    )
    .orderBy(asc(documentPayments.paidOn), asc(documentPayments.id));
}

/**
 * A payment's booking: the bank account debited, the company's debtor account credited, so that it balances the
 * invoice's booking on that debtor. Belegfeld 1 is the invoice's number, by which DATEV's open items clear the
 * invoice. Money on a bank account carries no VAT of its own: no tax key. A payment taken back books the other way.
 */
export function paymentBooking(payment: BookedPayment, debtor: number, bankAccount: string, eventCurrency: string): DatevBooking {
  const received = payment.amountCents > 0;
  return {
    cents: Math.abs(payment.amountCents),
    side: received ? 'S' : 'H',
    currency: payment.currency ?? eventCurrency,
    account: bankAccount,
    contraAccount: String(debtor),
    taxKey: '',
    day: payment.paidOn,
    voucher: payment.number,
    text: `${received ? 'Zahlung' : 'Rückbuchung Zahlung'} ${payment.number}`,
    dueDate: null,
  };
}
