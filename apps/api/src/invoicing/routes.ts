import {
  BACK_OFFICE_PAGE_SIZE,
  cancelInvoiceInputSchema,
  cancelledPartialsOf,
  centsToAmount,
  coversPosition,
  creditNoteInputSchema,
  documentListAnswerSchema,
  documentListQuerySchema,
  finalInvoiceBefore,
  INVOICE_BILLING_NUMBERS,
  invoiceDocumentDetailSchema,
  issueInvoiceInputSchema,
  partialBillingNumbers,
  paymentInputSchema,
  registrationInvoicingSchema,
  type DocumentListAnswer,
  type InvoiceDocumentDetail,
  type Lang,
  type RegistrationInvoicing,
} from '@messeportal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../platform/http/app-error.ts';
import { parseId } from '../platform/lib/ids.ts';
import { idParamsSchema } from '../platform/http/params.ts';
import { staffRoute, staffOf } from '../platform/auth/staff.ts';
import { labelOf } from '../documents/presenter.ts';
import { unitLabel } from '../catalogue/reading/presenter.ts';
import { correctionsOf, findInvoiceDocument, invoiceDunning, listEventDocuments, paymentsOf, registrationDocuments } from './document-list-repo.ts';
import { cancelInvoice } from './cancel-invoice.ts';
import { issueCreditNote } from './credit-note.ts';
import { correctFinalInvoice, previewFinalCorrection } from './final-correction.ts';
import { issueInvoice, previewInvoice } from './issue-invoice.ts';
import { recordPayment } from './record-payment.ts';
import { cancelledInvoiceNumbers, findRegistrationEventId, invoiceLinesWithCredits, liveFinalInvoices } from './invoicing-repo.ts';
import { openPositions } from './open-positions.ts';
import { datevBookingBatch } from './datev-export.ts';
import { organiserToday } from '../platform/settings/organiser-today.ts';
import { presentInvoiceDocument } from './presenter.ts';
import { sendXRechnung } from './xrechnung-download.ts';
import { documents } from '../platform/db/schema.ts';
import { eq } from 'drizzle-orm';
import { answers, download } from '../platform/http/answers.ts';

/** The id of a path; a malformed one is the same 404 as an unknown one. */
function idOf(param: string, code: 'registrationNotFound' | 'documentNotFound'): number {
  const id = parseId(param);
  if (!id) throw notFound(code);
  return id;
}

/** A draft shown in the browser (inline), never kept by a cache. */
const sendDraftPdf = (reply: FastifyReply, pdf: Buffer) =>
  reply.type('application/pdf').header('content-disposition', 'inline; filename="draft.pdf"').header('cache-control', 'private, no-store').send(pdf);

/** Invoicing in the back office (issue 17): invoices from a registration's orders, corrections, payments and the event's documents. */
export const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = staffRoute('document', 'read');
  const write = staffRoute('document', 'write');

  const today = () => organiserToday(app.db);

  const answerRegistration = async (registrationId: number, lang: Lang): Promise<RegistrationInvoicing> => {
    const eventId = await findRegistrationEventId(app.db, registrationId);
    if (eventId === undefined) throw notFound('registrationNotFound');
    const book = await app.orderBooks.get(eventId);
    const [positions, documents, day, finals, cancelled] = await Promise.all([
      openPositions(app.db, registrationId, book, lang),
      registrationDocuments(app.db, registrationId),
      today(),
      liveFinalInvoices(app.db, registrationId),
      cancelledInvoiceNumbers(app.db, registrationId),
    ]);
    const uninvoiced = INVOICE_BILLING_NUMBERS.map((billingNumber) => {
      const covered = positions.filter((position) => coversPosition(billingNumber, position.billingNumber));
      const net = covered.reduce((sum, position) => sum + position.sum, 0);
      const after = finalInvoiceBefore(covered.map((position) => position.billingNumber), finals);
      const afterFinal = after ? { id: after.id, number: after.number, date: after.date } : null;
      return { billingNumber, label: labelOf(partialBillingNumbers, billingNumber, lang), positions: covered.length, net: centsToAmount(net), afterFinal };
    }).filter((entry) => entry.positions > 0);
    const outdatedFinals = finals
      .map((final) => ({ id: final.id, number: final.number, date: final.date, cancelledPartials: cancelledPartialsOf(final, cancelled) }))
      .filter((final) => final.cancelledPartials.length > 0);
    return { uninvoiced, documents: documents.map((row) => presentInvoiceDocument(row, lang, day)), outdatedFinals };
  };

  const answerDocument = async (id: number, lang: Lang): Promise<InvoiceDocumentDetail> => {
    const document = await findInvoiceDocument(app.db, id);
    if (!document) throw notFound('documentNotFound');
    const [lines, payments, corrections, day, dunning] = await Promise.all([
      invoiceLinesWithCredits(app.db, id),
      paymentsOf(app.db, id),
      correctionsOf(app.db, id),
      today(),
      invoiceDunning(app.db, id),
    ]);
    if (!dunning) throw notFound('documentNotFound');
    return {
      document: presentInvoiceDocument(document, lang, day),
      lines: lines.map((line) => ({
        id: line.id,
        description: line.description,
        amount: line.amount,
        unit: unitLabel(line.unit, lang, line.amount),
        priceSingle: centsToAmount(line.priceSingle),
        sum: centsToAmount(line.sum),
        credited: centsToAmount(line.creditedCents),
      })),
      payments: payments.map((payment) => ({ paidOn: payment.paidOn, amount: centsToAmount(payment.amountCents) })),
      corrections: corrections.map((row) => presentInvoiceDocument(row, lang, day)),
      dunning,
    };
  };

  app.get('/be/event/:id/documents', { config: read, schema: { params: idParamsSchema, querystring: documentListQuerySchema, response: answers(documentListAnswerSchema) } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const day = await today();
    const { rows, total, counts } = await listEventDocuments(app.db, event.id, request.query, day);
    return {
      documents: rows.map((row) => presentInvoiceDocument(row, request.lang, day)),
      total,
      counts,
      page: request.query.page,
      pageSize: BACK_OFFICE_PAGE_SIZE,
    } satisfies DocumentListAnswer;
  });

  /** The DATEV booking batch of the event's documents, of the days the list's `from` and `to` filter (datev-export.ts). */
  const datevQuery = documentListQuerySchema.pick({ from: true, to: true });
  app.get('/be/event/:id/documents/datev', { config: read, schema: { params: idParamsSchema, querystring: datevQuery, response: download('the DATEV booking batch', 'text/csv') } }, async (request, reply) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const batch = await datevBookingBatch(app.db, event, request.query);
    return reply
      .type('text/csv; charset=windows-1252')
      .header('content-disposition', `attachment; filename="${batch.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(batch.bytes);
  });

  app.get('/be/registration/:id/invoicing', { config: read, schema: { params: idParamsSchema, response: answers(registrationInvoicingSchema) } }, async (request) => {
    return answerRegistration(idOf(request.params.id, 'registrationNotFound'), request.lang);
  });

  app.post('/be/registration/:id/invoices', { config: write, schema: { params: idParamsSchema, body: issueInvoiceInputSchema, response: answers(registrationInvoicingSchema) } }, async (request) => {
    const registrationId = idOf(request.params.id, 'registrationNotFound');
    await issueInvoice(app, registrationId, request.body, await staffOf(request));
    return answerRegistration(registrationId, request.lang);
  });

  /** The invoice that `POST …/invoices` would issue now, as a PDF marked as a draft, in the exhibitor's language; nothing is issued. */
  app.post('/be/registration/:id/invoices/preview', { config: write, schema: { params: idParamsSchema, body: issueInvoiceInputSchema, response: download('the invoice as a draft', 'application/pdf') } }, async (request, reply) => {
    const pdf = await previewInvoice(app, idOf(request.params.id, 'registrationNotFound'), request.body);
    return sendDraftPdf(reply, pdf);
  });

  /** An outdated final invoice replaced: cancelled, and a corrected final invoice issued (final-correction.ts). */
  app.post('/be/document/:id/final_correction', { config: write, schema: { params: idParamsSchema, response: answers(registrationInvoicingSchema) } }, async (request) => {
    const { registrationId } = await correctFinalInvoice(app, idOf(request.params.id, 'documentNotFound'), await staffOf(request));
    return answerRegistration(registrationId, request.lang);
  });

  app.post('/be/document/:id/final_correction/preview', { config: write, schema: { params: idParamsSchema, response: download('the corrected final invoice as a draft', 'application/pdf') } }, async (request, reply) => {
    return sendDraftPdf(reply, await previewFinalCorrection(app, idOf(request.params.id, 'documentNotFound')));
  });

  app.get('/be/document/:id', { config: read, schema: { params: idParamsSchema, response: answers(invoiceDocumentDetailSchema) } }, async (request) => {
    return answerDocument(idOf(request.params.id, 'documentNotFound'), request.lang);
  });

  app.get('/be/document/:id/xrechnung', { config: read, schema: { params: idParamsSchema, response: download('the XRechnung (CII)', 'application/xml') } }, async (request, reply) => {
    const id = idOf(request.params.id, 'documentNotFound');
    const [document] = await app.db.select().from(documents).where(eq(documents.id, id));
    return sendXRechnung(reply, document);
  });

  app.post('/be/document/:id/credit_note', { config: write, schema: { params: idParamsSchema, body: creditNoteInputSchema, response: answers(invoiceDocumentDetailSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'documentNotFound');
    await issueCreditNote(app, id, request.body, await staffOf(request), request.lang);
    return answerDocument(id, request.lang);
  });

  app.post('/be/document/:id/cancel', { config: write, schema: { params: idParamsSchema, body: cancelInvoiceInputSchema, response: answers(invoiceDocumentDetailSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'documentNotFound');
    await cancelInvoice(app, id, request.body.reason, await staffOf(request));
    return answerDocument(id, request.lang);
  });

  app.post('/be/document/:id/payments', { config: write, schema: { params: idParamsSchema, body: paymentInputSchema, response: answers(invoiceDocumentDetailSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'documentNotFound');
    await recordPayment(app, id, request.body, await staffOf(request), request.lang);
    return answerDocument(id, request.lang);
  });
};
