import { mandateAnswerSchema, mandateInputSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exhibitorOf } from '../../platform/auth/plugin.ts';
import { answers } from '../../platform/http/answers.ts';
import { grantMandate, mandateAnswer, revokeMandate } from '../../invoicing/payments/mandates.ts';

/** The exhibitor's SEPA direct debit mandate: read, granted (replacing the one in force) and revoked by any contact of its company. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const exhibitor = { access: 'exhibitor' as const };

  app.get('/fe/mandate', { config: exhibitor, schema: { response: answers(mandateAnswerSchema) } }, async (request) => mandateAnswer(app.db, (await exhibitorOf(request)).companyId));

  app.post('/fe/mandate', { config: exhibitor, schema: { body: mandateInputSchema, response: answers(mandateAnswerSchema) } }, async (request) => {
    const caller = await exhibitorOf(request);
    await grantMandate(app, caller, request.body);
    return mandateAnswer(app.db, caller.companyId);
  });

  app.delete('/fe/mandate', { config: exhibitor, schema: { response: answers(mandateAnswerSchema) } }, async (request) => {
    const { companyId } = await exhibitorOf(request);
    await revokeMandate(app, companyId);
    return mandateAnswer(app.db, companyId);
  });
};
