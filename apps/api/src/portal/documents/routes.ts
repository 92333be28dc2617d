import { companyDocumentsAnswerSchema, documentsAnswerSchema, type CompanyDocumentsAnswer, type DocumentsAnswer, type Lang } from '@messeportal/domain';
import { answers, download } from '../../platform/http/answers.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exhibitorOf } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { readableDocument } from '../../documents/document-access.ts';
import { renderStoredDocumentPdf } from '../../documents/document-pdf.ts';
import { presentDocument } from '../../documents/presenter.ts';
import { findContactLang, listCompanyDocuments, listRegistrationDocuments, type ListedDocumentRow } from '../../documents/repo.ts';
import { pdfLang, sendDocumentPdf } from '../../documents/send-document.ts';
import { callerRegistration } from '../../selling/registrations/registration-access.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';
import { presentPayment } from '../../invoicing/presenter.ts';

type IdParams = { Params: { id: string } };

/** A document as the exhibitor's lists show it: an invoice with its due date and payment on `today`. */
const presentPortalDocument = (row: ListedDocumentRow, lang: Lang, today: string) => ({
  ...presentDocument(row, lang),
  dueDate: row.type === 'invoice' ? row.dueDate : null,
  payment: presentPayment(row, today),
});

/** The exhibitor's documents: of a registration, of the whole company, and each one's PDF. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get<IdParams>('/fe/registration/:id/documents', { config: { access: 'exhibitor' }, schema: { response: answers(documentsAnswerSchema) } }, async (request) => {
    const { caller, registration } = await callerRegistration(app, request, request.params.id);
    const [rows, today] = await Promise.all([listRegistrationDocuments(app.db, caller.companyId, registration.id), organiserToday(app.db)]);
    return { documents: rows.map((row) => presentPortalDocument(row, request.lang, today)) } satisfies DocumentsAnswer;
  });

  app.get('/fe/documents', { config: { access: 'exhibitor' }, schema: { response: answers(companyDocumentsAnswerSchema) } }, async (request) => {
    const { companyId } = await exhibitorOf(request);
    const [rows, today] = await Promise.all([listCompanyDocuments(app.db, companyId), organiserToday(app.db)]);
    const events = new Map((await app.eventCatalog.all()).map((entry) => [entry.event.id, entry.event]));
    return {
      documents: rows.map((row) => {
        const event = events.get(row.eventId);
        const eventName = (request.lang === 'en' ? event?.nameEn : event?.nameDe) ?? '';
        return { ...presentPortalDocument(row, request.lang, today), registrationId: row.registrationId, eventId: row.eventId, eventName, currency: event?.currency ?? 'EUR' };
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
