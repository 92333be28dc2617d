import { companyDocumentsAnswerSchema, documentsAnswerSchema, type CompanyDocumentsAnswer, type DocumentsAnswer } from '@messeportal/domain';
import { answers, download } from '../../platform/http/answers.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exhibitorOf } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { readableDocument } from '../../documents/document-access.ts';
import { renderStoredDocumentPdf } from '../../documents/document-pdf.ts';
import { presentDocument } from '../../documents/presenter.ts';
import { findContactLang, listCompanyDocuments, listRegistrationDocuments } from '../../documents/repo.ts';
import { pdfLang, sendDocumentPdf } from '../../documents/send-document.ts';
import { callerRegistration } from '../../selling/registrations/registration-access.ts';

type IdParams = { Params: { id: string } };

/** The exhibitor's documents: of a registration, of the whole company, and each one's PDF. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get<IdParams>('/fe/registration/:id/documents', { config: { access: 'exhibitor' }, schema: { response: answers(documentsAnswerSchema) } }, async (request) => {
    const { caller, registration } = await callerRegistration(app, request, request.params.id);
    const rows = await listRegistrationDocuments(app.db, caller.companyId, registration.id);
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
    const caller = await exhibitorOf(request);
    const document = await readableDocument(app.db, policyActor(caller), request.params.id);
    const [entry, lang] = await Promise.all([
      app.eventCatalog.find(document.eventId),
      pdfLang(request, () => findContactLang(app.db, caller.contactId)),
    ]);
    const pdf = entry && (await renderStoredDocumentPdf(app.db, document, entry.event, lang));
    return sendDocumentPdf(reply, document.number, pdf);
  });
};
