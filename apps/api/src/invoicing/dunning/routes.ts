import { disputeInputSchema, dunningAnswerSchema, dunningHoldInputSchema, sendDunningAnswerSchema, sendDunningInputSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { dunningOverview, sendNotices } from './dunning-run.ts';
import { setDisputed, setDunningHold } from './hold-back.ts';

const done = answers(z.object({ success: z.literal(true) }));

/** The id of a path; a malformed one is the same 404 as an unknown one. */
function idOf(param: string, code: 'documentNotFound' | 'companyNotFound'): number {
  const id = parseId(param);
  if (!id) throw notFound(code);
  return id;
}

/**
 * Dunning (issue 30), for those who book payments (accounting and admins): today's run and sending it, invoices
 * disputed and companies put on hold.
 */
export const dunningRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = staffRoute('document', 'write');

  app.get('/be/dunning', { config: write, schema: { response: answers(dunningAnswerSchema) } }, async (request) => dunningOverview(app.db, request.lang));

  app.post('/be/dunning', { config: write, schema: { body: sendDunningInputSchema, response: answers(sendDunningAnswerSchema) } }, async (request) =>
    sendNotices(app, request.body.registrationIds, await staffOf(request)),
  );

  app.put('/be/invoices/:id/dispute', { config: write, schema: { params: idParamsSchema, body: disputeInputSchema, response: done } }, async (request) => {
    await setDisputed(app.db, idOf(request.params.id, 'documentNotFound'), request.body, await staffOf(request));
    return { success: true as const };
  });

  app.put('/be/companies/:id/dunning-hold', { config: write, schema: { params: idParamsSchema, body: dunningHoldInputSchema, response: done } }, async (request) => {
    await setDunningHold(app.db, idOf(request.params.id, 'companyNotFound'), request.body, await staffOf(request));
    return { success: true as const };
  });
};
