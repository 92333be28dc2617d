import { centsToAmount, documentStates, partialBillingNumbers, paymentStateOf, type InvoiceDocument, type InvoicePayment, type Lang } from '@messeportal/domain';
import { documentTypeLabel, labelOf } from '../documents/presenter.ts';
import type { InvoiceDocumentRow } from './document-list-repo.ts';

/** Where staff download a document's PDF (the e-invoice) and its XRechnung XML. */
export const staffDocumentUrls = (id: number, isEInvoice: boolean) => ({
  pdfUrl: `/be/document/${id}/pdf`,
  xmlUrl: isEInvoice ? `/be/document/${id}/xrechnung` : null,
});

/** A listed document's payment on `today` (the organiser's day): an invoice's, else null. */
export function presentPayment(
  row: { type: string; status: string; grossCents: number; paidCents: number; creditedCents: number; dueDate: string | null },
  today: string,
): InvoicePayment | null {
  if (row.type !== 'invoice') return null;
  const { state, openCents, creditBalanceCents } = paymentStateOf({ ...row, canceled: row.status === 'canceled', today });
  return { state, open: centsToAmount(openCents), paid: centsToAmount(row.paidCents), creditBalance: centsToAmount(creditBalanceCents) };
}

/** An invoice-kind document as the back office shows it; `today` (the organiser's day) tells overdue invoices. */
export function presentInvoiceDocument(row: InvoiceDocumentRow, lang: Lang, today: string): InvoiceDocument {
  return {
    id: row.id,
    type: row.type as InvoiceDocument['type'],
    typeLabel: documentTypeLabel(row.type, lang),
    number: row.number,
    date: row.date,
    dueDate: row.dueDate,
    status: row.status,
    statusLabel: labelOf(documentStates, row.status, lang),
    billingNumber: row.billingNumber,
    billingLabel: row.billingNumber && labelOf(partialBillingNumbers, row.billingNumber, lang),
    isFinal: row.isFinal,
    registrationId: row.registrationId,
    companyName: row.companyName,
    net: centsToAmount(row.netCents),
    vat: centsToAmount(row.vatCents),
    gross: centsToAmount(row.grossCents),
    payment: presentPayment(row, today),
    correctsNumber: row.correctsNumber,
    ...staffDocumentUrls(row.id, row.isEInvoice),
  };
}
