import {
  BACK_OFFICE_PAGE_SIZE,
  orderStatusSchema,
  registrationCancelSchema,
  registrationRestoreSchema,
  registrationParticipationSchema,
  staffRegistrationSchema,
  staffRegistrationCreatedSchema,
  type StaffRegistrationCreated,
  registrationListQuerySchema,
  registrationListSchema,
  staffRegistrationAnswerSchema,
  standAssignmentSchema,
  standChangeSchema,
  documentPolicy,
  fireplaceRefusalSchema,
  type RegistrationList,
  type StaffRegistrationAnswer,
} from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../platform/audit/record-change.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { checkedCaller } from '../../platform/auth/plugin.ts';
import { renderStoredDocumentPdf } from '../../documents/document-pdf.ts';
import { pdfLang, sendDocumentPdf } from '../../documents/send-document.ts';
import { readableDocument } from '../../documents/document-access.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { findFloorPlanContent } from '../../selling/registrations/floor-plan-repo.ts';
import { sendFloorPlan } from '../../selling/registrations/send-floor-plan.ts';
import { findMainContact } from '../../selling/registrations/repo.ts';
import { invoiceOnConfirmation } from '../../invoicing/invoice-on-confirmation.ts';
import { assignStand, cancelRegistration, changeStand, confirmOnBehalf, moveOrder, sendNewConfirmLink } from './desk-actions.ts';
import { findDeskRegistration, loadStaffRegistration, readStaffRegistration, type StaffRegistrationParts } from './detail-repo.ts';
import { listRegistrations } from './list-repo.ts';
import { restoreRegistration } from './restore-registration.ts';
import { decideFireplaceConnection, type FireplaceDecision } from './fireplace-decisions.ts';
import { createRegistration } from './create-registration.ts';
import { setParticipation } from './participation.ts';
import { presentListRow, presentStaffRegistration } from './presenter.ts';
import { answers, download } from '../../platform/http/answers.ts';

/** The id of a path; a malformed one is the same 404 as an unknown one. */
function registrationIdOf(param: string): number {
  const id = parseId(param);
  if (!id) throw notFound('registrationNotFound');
  return id;
}

async function registrationOf(app: FastifyInstance, id: number) {
  const registration = await findDeskRegistration(app.db, id);
  if (!registration) throw notFound('registrationNotFound');
  return registration;
}

/** The registration desk (issue 16): an event's registrations, one registration with all it holds, and staff's actions on it. */
export const registrationDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = staffRoute('registration', 'read');
  const write = staffRoute('registration', 'write');

  /** The registration as the desk shows it from its parts, read in one statement. */
  const present = async (parts: StaffRegistrationParts | undefined, lang: 'de' | 'en'): Promise<StaffRegistrationAnswer> => {
    const entry = parts && (await app.eventCatalog.find(parts.detail.registration.eventId));
    if (!parts || !entry) throw notFound('registrationNotFound');
    return presentStaffRegistration(parts, entry, lang);
  };
  /** The registration as the desk shows it, read once (after an action: as the action left it). */
  const answerDetail = async (id: number, lang: 'de' | 'en') => present(await loadStaffRegistration(app.db, id), lang);

  // Read with the caller's session in one statement: the session is settled (401/403) before an unknown event is a 404.
  app.get('/be/event/:id/registrations', { config: { ...read, sessionInStatement: true }, schema: { params: idParamsSchema, querystring: registrationListQuerySchema, response: answers(registrationListSchema) } }, async (request) => {
    const eventId = parseId(request.params.id);
    if (!eventId) {
      await checkedCaller(request);
      throw notFound('eventNotFound');
    }
    const list = await listRegistrations(app.db, request, eventId, request.query, request.lang);
    const entry = await app.eventCatalog.fromParam(request.params.id);
    const standNames = new Map(entry.standConfigs.map((config) => [config.id, request.lang === 'en' ? config.nameEn : config.nameDe]));
    return {
      registrations: list.rows.map((row) => presentListRow(row, standNames, request.lang)),
      total: list.total,
      totalEstimated: list.totalEstimated,
      page: request.query.page,
      pageSize: BACK_OFFICE_PAGE_SIZE,
      next: list.next,
      halls: list.halls,
      standTypes: [...standNames].map(([id, name]) => ({ id, name })),
      counts: list.counts,
    } satisfies RegistrationList;
  });

  app.post('/be/event/:id/registration', { config: write, schema: { params: idParamsSchema, body: staffRegistrationSchema, response: answers(staffRegistrationCreatedSchema) } }, async (request) => {
    const entry = await app.eventCatalog.fromParam(request.params.id);
    const staff = await staffOf(request);
    const registrationId = await createRegistration(app, entry, request.body, staff);
    // Confirmed at once: invoiced as every confirmation is, when the event says so.
    if (request.body.state === 'confirmed') await invoiceOnConfirmation(app, registrationId, staff);
    return { success: true, registrationId } satisfies StaffRegistrationCreated;
  });

  app.put('/be/registration/:id/participation', { config: write, schema: { params: idParamsSchema, body: registrationParticipationSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const id = registrationIdOf(request.params.id);
    await setParticipation(app, id, request.body, await staffOf(request));
    return answerDetail(id, request.lang);
  });

  // Read with the caller's session in one statement, as the portal's registration page is.
  app.get('/be/registration/:id', { config: { ...read, sessionInStatement: true }, schema: { params: idParamsSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const id = parseId(request.params.id);
    if (!id) {
      await checkedCaller(request);
      throw notFound('registrationNotFound');
    }
    return present(await readStaffRegistration(app.db, request, id), request.lang);
  });

  app.put('/be/registration/:id/stand', { config: write, schema: { params: idParamsSchema, body: standAssignmentSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const id = registrationIdOf(request.params.id);
    await assignStand(app, id, request.body, await staffOf(request));
    return answerDetail(id, request.lang);
  });

  app.put('/be/registration/:id/stand_type', { config: write, schema: { params: idParamsSchema, body: standChangeSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const id = registrationIdOf(request.params.id);
    await changeStand(app, id, request.body, await staffOf(request));
    return answerDetail(id, request.lang);
  });

  app.post('/be/registration/:id/confirm', { config: write, schema: { params: idParamsSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const id = registrationIdOf(request.params.id);
    const staff = await staffOf(request);
    await confirmOnBehalf(app, id, staff);
    await invoiceOnConfirmation(app, id, staff);
    return answerDetail(id, request.lang);
  });

  app.post('/be/registration/:id/confirm_link', { config: write, schema: { params: idParamsSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const id = registrationIdOf(request.params.id);
    await sendNewConfirmLink(app, id, await staffOf(request));
    return answerDetail(id, request.lang);
  });

  app.post('/be/registration/:id/cancel', { config: write, schema: { params: idParamsSchema, body: registrationCancelSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const id = registrationIdOf(request.params.id);
    const staff = await staffOf(request);
    // Cancelling its invoices is for who may correct invoices (documentPolicy): the desk's other roles cancel the registration alone.
    if (request.body.cancelInvoices && !documentPolicy.mayCorrectInvoices(policyActor(staff))) throw forbidden();
    await cancelRegistration(app, id, request.body, staff);
    return answerDetail(id, request.lang);
  });

  app.post('/be/registration/:id/restore', { config: write, schema: { params: idParamsSchema, body: registrationRestoreSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const id = registrationIdOf(request.params.id);
    await restoreRegistration(app, id, request.body, await staffOf(request));
    return answerDetail(id, request.lang);
  });

  // Flue gas connections (issue 28): staff confirm or refuse each request, the exhibitor is told.
  const connectionParams = z.object({ id: z.string(), connectionId: z.string() });
  const decide = async (params: z.infer<typeof connectionParams>, decision: FireplaceDecision, staff: Actor, lang: 'de' | 'en') => {
    const id = registrationIdOf(params.id);
    const connectionId = parseId(params.connectionId);
    if (!connectionId) throw notFound('fireplaceConnectionNotFound');
    await decideFireplaceConnection(app, id, connectionId, decision, staff);
    return answerDetail(id, lang);
  };
  app.post('/be/registration/:id/fireplace/:connectionId/confirm', { config: write, schema: { params: connectionParams, response: answers(staffRegistrationAnswerSchema) } }, async (request) =>
    decide(request.params, { kind: 'confirm' }, await staffOf(request), request.lang),
  );
  app.post('/be/registration/:id/fireplace/:connectionId/refuse', { config: write, schema: { params: connectionParams, body: fireplaceRefusalSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) =>
    decide(request.params, { kind: 'refuse', reason: request.body.reason }, await staffOf(request), request.lang),
  );

  app.put('/be/order/:id/status', { config: write, schema: { params: idParamsSchema, body: orderStatusSchema, response: answers(staffRegistrationAnswerSchema) } }, async (request) => {
    const orderId = parseId(request.params.id);
    if (!orderId) throw notFound('notFound');
    const registrationId = await moveOrder(app, orderId, request.body, await staffOf(request), request.lang);
    return answerDetail(registrationId, request.lang);
  });

  app.get('/be/registration/:id/floorplan', { config: read, schema: { params: idParamsSchema, response: download('the stand plan as uploaded', '*/*') } }, async (request, reply) => {
    const registration = await registrationOf(app, registrationIdOf(request.params.id));
    return sendFloorPlan(reply, await findFloorPlanContent(app.db, registration.companyId, registration.id));
  });

  // A document as the exhibitor gets it: in its main contact's language unless `?lang=` asks for another.
  app.get('/be/document/:id/pdf', { config: staffRoute('document', 'read'), schema: { params: idParamsSchema, response: download('the document', 'application/pdf') } }, async (request, reply) => {
    const document = await readableDocument(app.db, policyActor(await staffOf(request)), request.params.id);
    const [entry, lang] = await Promise.all([
      app.eventCatalog.find(document.eventId),
      pdfLang(request, async () => (await findMainContact(app.db, document.companyId))?.lang),
    ]);
    return sendDocumentPdf(reply, document.number, entry && (await renderStoredDocumentPdf(app.db, document, entry.event, lang)));
  });
};
