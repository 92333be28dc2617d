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
  const { seller } = content;
  const letterhead: PrintedOrganiser = {
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
  const eInvoice = { xml: ciiInvoiceXml(content, document, 'en16931'), issued: new Date(`${document.date}T00:00:00Z`) };
  return renderDocumentPdf(invoicePdfModel(content, document, lang), letterhead, eInvoice);
}
