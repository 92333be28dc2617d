import type { StoredDocumentRenderer } from '../documents/document-pdf.ts';
import { loadOrganiser } from '../platform/settings/repo.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { contentOf } from './invoicing-repo.ts';

/** Invoices, credit notes and cancellation vouchers print the content they were issued with, as e-invoices. */
export const renderInvoiceDocument: StoredDocumentRenderer = async (db, document, lang) => {
  const content = contentOf(document);
  return content ? renderInvoicePdf(content, document, await loadOrganiser(db), lang) : undefined;
};
