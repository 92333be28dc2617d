/**
 * Where an invoice stands with its buyer (issue 28): what is left to pay, what is owed back, and one state for
 * the badge in the exhibitor's documents and the desk. The one rule of "how much is open": recording a payment,
 * settling an invoice's stored state and every list answer apply it.
 */

/**
 * The states an invoice is shown in. `overdue` wins over `partPaid` (decision): the due date has passed with an
 * amount open, which is what the desk must act on; the answer's paid amount still tells that part was paid.
 */
export const PAYMENT_STATES = ['open', 'partPaid', 'paid', 'overdue', 'canceled', 'credited'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface InvoiceAmounts {
  grossCents: number;
  /** The sum of the payments recorded. */
  paidCents: number;
  /** The gross of its credit notes and its cancellation voucher. */
  creditedCents: number;
  /** Cancelled by a voucher: nothing is owed any more, whatever was credited before. */
  canceled: boolean;
}

export interface InvoiceBalance {
  /** Still to pay: the gross less credits and payments. */
  openCents: number;
  /** Owed back to the buyer: payments beyond what credits left of the gross (a credit note on a paid invoice). */
  creditBalanceCents: number;
}

/** What is left to pay of an invoice and what is owed back to its buyer; never both. */
export function invoiceBalance(invoice: InvoiceAmounts): InvoiceBalance {
  const owedCents = invoice.canceled ? 0 : Math.max(0, invoice.grossCents - invoice.creditedCents);
  return {
    openCents: Math.max(0, owedCents - invoice.paidCents),
    creditBalanceCents: Math.max(0, invoice.paidCents - owedCents),
  };
}

/**
 * An invoice's payment state on `today` (the organiser's calendar day, `dayIn`): cancelled; credited when credit
 * notes took all of its gross; paid when nothing is open; overdue the day after its due date with an amount
 * open; part paid; else open.
 */
export function paymentStateOf(invoice: InvoiceAmounts & { dueDate: string | null; today: string }): InvoiceBalance & { state: PaymentState } {
  const balance = invoiceBalance(invoice);
  const state: PaymentState = invoice.canceled
    ? 'canceled'
    : invoice.creditedCents > 0 && invoice.creditedCents >= invoice.grossCents
      ? 'credited'
      : balance.openCents === 0
        ? 'paid'
        : invoice.dueDate !== null && invoice.dueDate < invoice.today
          ? 'overdue'
          : invoice.paidCents > 0
            ? 'partPaid'
            : 'open';
  return { ...balance, state };
}
