import { langFromLocale, companyDocumentsAnswerSchema, documentsAnswerSchema, type CompanyDocumentsAnswer, type DocumentsAnswer, type Lang } from '@messeportal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../platform/http/app-error.ts';
import { parseId } from '../platform/lib/ids.ts';
import { exhibitorOf } from '../platform/auth/plugin.ts';
import { documentPdfFileName, renderStoredDocumentPdf } from './document-pdf.ts';
import { presentDocument } from './presenter.ts';
import { findCompanyDocument, findCompanyRegistration, findContactLang, listCompanyDocuments, listRegistrationDocuments } from './repo.ts';
import { answers, download } from '../platform/http/answers.ts';

type IdParams = { Params: { id: string } };

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

/** Documents of a registration and their PDFs; every query is scoped to the caller's company. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get<IdParams>('/fe/registration/:id/documents', { config: { access: 'exhibitor' }, schema: { response: answers(documentsAnswerSchema) } }, async (request) => {
    const { companyId } = await exhibitorOf(request);
    const registrationId = parseId(request.params.id);
    const registration = registrationId && (await findCompanyRegistration(app.db, companyId, registrationId));
    if (!registration) throw notFound('registrationNotFound');
    const rows = await listRegistrationDocuments(app.db, companyId, registration.id);
    return { documents: rows.map((row) => presentDocument(row, request.lang)) } satisfies DocumentsAnswer;
  });

  app.get('/fe/documents', { config: { access: 'exhibitor' }, schema: { response: answers(companyDocumentsAnswerSchema) } }, async (request) => {
    const { companyId } = await exhibitorOf(request);
    const rows = await listCompanyDocuments(app.db, companyId);
    const events = new Map((await app.eventCatalog.all()).map((entry) => [entry.event.id, entry.event]));
    return {
      documents: rows.map((row) => {
        const event = events.get(row.eventId);
        const eventName = (request.lang === 'en' ? event?.nameEn : event?.nameDe) ?? '';
        return { ...presentDocument(row, request.lang), registrationId: row.registrationId, eventId: row.eventId, eventName, currency: event?.currency ?? 'EUR' };
      }),
    } satisfies CompanyDocumentsAnswer;
  });

  app.get<IdParams>('/fe/document/:id/pdf', { config: { access: 'exhibitor' }, schema: { response: download('the document', 'application/pdf') } }, async (request, reply) => {
    const { companyId, contactId } = await exhibitorOf(request);
    const documentId = parseId(request.params.id);
    const document = documentId && (await findCompanyDocument(app.db, companyId, documentId));
    if (!document) throw notFound('documentNotFound');
    const [entry, lang] = await Promise.all([
      app.eventCatalog.find(document.eventId),
      pdfLang(request, () => findContactLang(app.db, contactId)),
    ]);
    const pdf = entry && (await renderStoredDocumentPdf(app.db, document, entry.event, lang));
    return sendDocumentPdf(reply, document.number, pdf);
  });
};
