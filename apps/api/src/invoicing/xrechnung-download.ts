import type { FastifyReply } from 'fastify';
import { notFound } from '../platform/http/app-error.ts';
import { documentPdfFileName } from '../documents/document-pdf.ts';
import { ciiInvoiceXml } from './cii-invoice.ts';
import { contentOf } from './invoicing-repo.ts';

/**
 * The XRechnung (CII syntax) of an invoice, credit note or cancellation voucher as a download named by its
 * number; 404 for other documents, which are no invoices.
 */
export function sendXRechnung(reply: FastifyReply, document: { number: string; date: string; content: unknown } | undefined) {
  const content = document && contentOf(document);
  if (!document || !content) throw notFound('documentNotFound');
  return reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${documentPdfFileName(document.number).replace(/\.pdf$/, '.xml')}"`)
    .header('cache-control', 'private, no-store')
    .send(ciiInvoiceXml(content, document, 'xrechnung'));
}
