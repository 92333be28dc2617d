import {
  BACK_OFFICE_PAGE_SIZE,
  credentialRequestAnswerInputSchema,
  credentialRequestDetailSchema,
  credentialRequestDoneSchema,
  credentialRequestListQuerySchema,
  credentialRequestListSchema,
  type CredentialRequestDetail,
  type CredentialRequestDone,
  type CredentialRequestList,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { parseId } from '../../lib/ids.ts';
import { idParamsSchema } from '../../http/params.ts';
import { staffRoute, staffOf } from '../../auth/staff.ts';
import { answerCredentialRequest, closeCredentialRequest } from './answer-request.ts';
import { matchTerms } from './match-terms.ts';
import { presentMatch, presentRequest } from './presenter.ts';
import { findCredentialRequest, findMatchingContacts, listCredentialRequests } from './repo.ts';
import { answers } from '../../http/answers.ts';

/** A request's id from the path; anything that cannot name one is the same 404 as an unknown one. */
function requestId(value: string): number {
  const id = parseId(value);
  if (id === undefined) throw notFound('requestNotFound');
  return id;
}

/**
 * The requests inbox (issue 16 point 5): manual requests for new credentials, answered by sending a contact staff
 * choose the set-password link, or closed without one.
 */
export const credentialRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/requests', { config: staffRoute('registration', 'read'), schema: { querystring: credentialRequestListQuerySchema, response: answers(credentialRequestListSchema) } }, async (request) => {
    const { rows, total, openTotal } = await listCredentialRequests(app.db, request.query);
    return { requests: rows.map(presentRequest), total, openTotal, page: request.query.page, pageSize: BACK_OFFICE_PAGE_SIZE } satisfies CredentialRequestList;
  });

  app.get('/be/request/:id', { config: staffRoute('registration', 'read'), schema: { params: idParamsSchema, response: answers(credentialRequestDetailSchema) } }, async (request) => {
    const id = requestId(request.params.id);
    const found = await findCredentialRequest(app.db, id);
    if (!found) throw notFound('requestNotFound');
    const matches = await findMatchingContacts(app.db, matchTerms(found));
    return { request: presentRequest(found), matches: matches.map(presentMatch) } satisfies CredentialRequestDetail;
  });

  app.post(
    '/be/request/:id/answer',
    { config: staffRoute('registration', 'write'), schema: { params: idParamsSchema, body: credentialRequestAnswerInputSchema, response: answers(credentialRequestDoneSchema) } },
    async (request) => {
      const { staffUserId } = await staffOf(request);
      const id = requestId(request.params.id);
        const done = await answerCredentialRequest(app, { staffUserId }, id, request.body.contactId);
      return { success: true, request: presentRequest(done) } satisfies CredentialRequestDone;
    },
  );

  app.post('/be/request/:id/done', { config: staffRoute('registration', 'write'), schema: { params: idParamsSchema, response: answers(credentialRequestDoneSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const id = requestId(request.params.id);
    const done = await closeCredentialRequest(app, { staffUserId }, id);
    return { success: true, request: presentRequest(done) } satisfies CredentialRequestDone;
  });
};
