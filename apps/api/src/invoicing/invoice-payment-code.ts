import { epcPaymentCode } from '@messeportal/domain';
import type { InvoiceContent } from './invoice-content.ts';

/**
 * The payment code of an issued invoice (issue 30): the seller's account as the invoice names it, its gross
 * (a final invoice bills only what its partial invoices left) and its number as the remittance text. None on a
 * credit note or cancellation voucher, on an invoice without a due date (nothing to transfer) or in another
 * currency than the euro.
 */
export function invoicePaymentCode(content: InvoiceContent, number: string): string | null {
  if (content.kind !== 'invoice' || !content.dueDate || number === '') return null;
  const { seller } = content;
  return epcPaymentCode({ name: seller.name, iban: seller.iban, bic: seller.bic, amountCents: content.totals.grossCents, currency: content.currency, reference: number });
}
