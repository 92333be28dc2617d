import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../platform/db/client.ts';
import { documentPayments, documents, refunds, registrations } from '../platform/db/schema.ts';
import type { DatevBooking, DatevPeriod } from './datev-export.ts';

export type BookedPayment = Awaited<ReturnType<typeof bookedPayments>>[number];

/** The invoice a set-off's credit balance came from, and the invoice it pays. */
const setOffSource = alias(documents, 'set_off_source');
const setOffTarget = alias(documents, 'set_off_target');

/**
 * The payments of the event's invoices dated in the period (by the day paid, as the bank or staff gave it), typed
 * in or booked from a bank statement alike, the negative ones taking a payment back (a returned direct debit) and
 * those of refunds (the negative one paying a credit balance back, and for a set-off the positive one on the invoice
 * it pays, with the invoice the balance came from and the one it pays). The invoice itself may lie outside the period: it was booked
 * in the batch of its own days.
 */
export function bookedPayments(tx: Tx, eventId: number, { from, to }: DatevPeriod) {
  return tx
    .select({
      ...{ invoiceId: documents.id, invoiceDate: documents.date, companyId: documents.companyId, number: documents.number },
      // Only the currency of the stored content: the rest of it is not needed for a payment.
      ...{ currency: sql<string | null>`${documents.content}->>'currency'`, paidOn: documentPayments.paidOn, amountCents: documentPayments.amountCents },
      ...{ refundMethod: refunds.method, setOffFrom: setOffSource.number, setOffTo: setOffTarget.number },
    })
    .from(documentPayments)
    .innerJoin(documents, eq(documents.id, documentPayments.documentId))
    .leftJoin(refunds, eq(refunds.id, documentPayments.refundId))
    .leftJoin(setOffSource, eq(setOffSource.id, refunds.documentId))
    .leftJoin(setOffTarget, eq(setOffTarget.id, refunds.setOffDocumentId))
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

/** The ledger accounts a payment is booked against: the bank's, and the clearing account a set-off passes through. */
export interface PaymentAccounts {
  bank: string;
  clearing: string;
}

/**
 * A payment's bookings: the bank account debited, the company's debtor account credited, so that it balances the
 * invoice's booking on that debtor. Belegfeld 1 is the invoice's number, by which DATEV's open items clear the
 * invoice. Money on a bank account carries no VAT of its own: no tax key. A payment taken back, and a credit
 * balance paid back, book the other way. A set-off moves no money through the bank, and DATEV refuses a booking
 * from the debtor to itself: each half books through the clearing account under its own invoice's number, the
 * negative one debiting the debtor for the invoice the balance came from, the positive one crediting it for the
 * invoice it pays, so both open items clear and the clearing account nets to nothing.
 */
export function paymentBookings(payment: BookedPayment, debtor: number, accounts: PaymentAccounts, eventCurrency: string): DatevBooking[] {
  const received = payment.amountCents > 0;
  const line = { cents: Math.abs(payment.amountCents), currency: payment.currency ?? eventCurrency, taxKey: '', day: payment.paidOn, voucher: payment.number, dueDate: null };
  const side = received ? 'S' : 'H';
  if (payment.refundMethod === 'setOff') {
    return [{ ...line, side, account: accounts.clearing, contraAccount: String(debtor), text: `Verrechnung Guthaben ${payment.setOffFrom} mit ${payment.setOffTo}` }];
  }
  const text = received ? 'Zahlung' : payment.refundMethod === 'transfer' ? 'Erstattung Guthaben' : 'Rückbuchung Zahlung';
  return [{ ...line, side, account: accounts.bank, contraAccount: String(debtor), text: `${text} ${payment.number}` }];
}
