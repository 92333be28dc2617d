import type { Lang } from '@messeportal/domain';
import { renderDocumentPdf } from '../documents/render-pdf.ts';
import type { PrintedOrganiser } from '../platform/settings/repo.ts';
import { ciiInvoiceXml } from './cii-invoice.ts';
import type { InvoiceContent } from './invoice-content.ts';
import { invoicePdfModel } from './invoice-pdf-model.ts';

/**
 * The PDF of an invoice-kind document under the organiser's letterhead, its seller data (name, address, tax
 * numbers, bank) as issued rather than as the settings say today: a ZUGFeRD / Factur-X e-invoice (profile
 * EN 16931) carrying the same document as CII XML.
 */
export function renderInvoicePdf(
  content: InvoiceContent,
  document: { number: string; date: string; isFinal: boolean },
  organiser: PrintedOrganiser,
  lang: Lang,
): Promise<Buffer> {
  const eInvoice = { xml: ciiInvoiceXml(content, document, 'en16931'), issued: new Date(`${document.date}T00:00:00Z`) };
  return renderDocumentPdf(invoicePdfModel(content, document, lang), letterheadOf(content, organiser), eInvoice);
}

/**
 * The PDF of an invoice-kind document not issued yet, for staff to look at before they issue it: printed as
 * renderInvoicePdf prints the issued one, but without a number, marked as a draft on every page, and without
 * the e-invoice, which no accounts department must book.
 */
export function renderInvoiceDraftPdf(content: InvoiceContent, document: { date: string; isFinal: boolean }, organiser: PrintedOrganiser, lang: Lang): Promise<Buffer> {
  return renderDocumentPdf(invoicePdfModel(content, { ...document, number: '' }, lang, { draft: true }), letterheadOf(content, organiser));
}

/** The organiser's letterhead with the seller data the document was issued with. */
export function letterheadOf(content: Pick<InvoiceContent, 'seller'>, organiser: PrintedOrganiser): PrintedOrganiser {
  const { seller } = content;
  return {
    ...organiser,
    companyName: seller.name,
    street: seller.street,
    zip: seller.zip,
    city: seller.city,
    country: seller.country,
    vatId: seller.vatId,
    taxNumber: seller.taxNumber,
    email: seller.email,
    phone: seller.phone,
    bankName: seller.bankName,
    iban: seller.iban,
    bic: seller.bic,
  };
}
