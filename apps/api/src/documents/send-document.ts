import { langFromLocale, type Lang } from '@messeportal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../platform/http/app-error.ts';
import { documentPdfFileName } from './document-pdf.ts';

/** A document speaks the exhibitor's language (the contact's), unless the call asks for another with `?lang=`. */
export async function pdfLang(request: FastifyRequest, lookUp: () => Promise<string | undefined>): Promise<Lang> {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  return langFromLocale(asked ?? (await lookUp()));
}

/** A document's PDF as a download named by its number; 404 when it could not be rendered. */
export function sendDocumentPdf(reply: FastifyReply, number: string, pdf: Buffer | Uint8Array | null | undefined) {
  if (!pdf) throw notFound('documentNotFound');
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${documentPdfFileName(number)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
