import { centsToAmount, documentStates, partialBillingNumbers, paymentState, type InvoiceDocument, type Lang } from '@messeportal/domain';
import { documentTypeLabel, labelOf } from '../documents/presenter.ts';
import type { InvoiceDocumentRow } from './document-list-repo.ts';

/** Where staff download a document's PDF (the e-invoice) and its XRechnung XML. */
export const staffDocumentUrls = (id: number, isEInvoice: boolean) => ({
  pdfUrl: `/be/document/${id}/pdf`,
  xmlUrl: isEInvoice ? `/be/document/${id}/xrechnung` : null,
});

/** An invoice-kind document as the back office shows it; `today` (the organiser's day) tells overdue invoices. */
export function presentInvoiceDocument(row: InvoiceDocumentRow, lang: Lang, today: string): InvoiceDocument {
  const isInvoice = row.type === 'invoice';
  const open = isInvoice && row.status === 'open' ? paymentState(row.grossCents - row.creditedCents, row.paidCents).openCents : 0;
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
    paid: centsToAmount(row.paidCents),
    open: centsToAmount(open),
    overdue: open > 0 && row.dueDate !== null && row.dueDate < today,
    correctsNumber: row.correctsNumber,
    ...staffDocumentUrls(row.id, row.isEInvoice),
  };
}
