import {
  credentialsRequestSchema,
  newPasswordSchema,
  resetRequestAnswerSchema,
  resetRequestSchema,
  successAnswerSchema,
  type ResetRequestAnswer,
  type SuccessAnswer,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINUTE, perEmail, withinLimit } from '../../http/within-limit.ts';
import { requestCredentials } from './request-credentials.ts';
import { requestPasswordReset } from './request-reset.ts';
import { setNewPassword } from './set-new-password.ts';
import { answers } from '../../http/answers.ts';

const emailInBody = (request: { body: unknown }) => (request.body as { email: string }).email;

/** Password reset by a one-time link, and the manual request for new credentials. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each request may send a mail: limited per client, and per address so nobody floods one inbox.
  const resetsPerClient = app.createRateLimit({ max: app.config.resetLimitPerAddress, timeWindow: 15 * MINUTE, keyGenerator: (r) => `reset:${r.ip}` });
  const resetsPerEmail = perEmail(app, 'reset-email', app.config.resetLimitPerEmail, 60 * MINUTE, emailInBody);
  const newPasswordsPerClient = app.createRateLimit({ max: app.config.newPasswordLimitPerAddress, timeWindow: 15 * MINUTE, keyGenerator: (r) => `new-password:${r.ip}` });
  const credentialRequestsPerClient = app.createRateLimit({ max: app.config.credentialsLimitPerAddress, timeWindow: 60 * MINUTE, keyGenerator: (r) => `credentials:${r.ip}` });
  // The manual request is open to any address (SPEC), so one address is not named in more than a few a day.
  const credentialRequestsPerEmail = perEmail(app, 'credentials-email', app.config.credentialsLimitPerEmail, 24 * 60 * MINUTE, emailInBody);
  const publicRoute = { access: 'public' as const };

  app.post('/pub/reset_password', { config: publicRoute, schema: { body: resetRequestSchema, response: answers(resetRequestAnswerSchema) } }, async (request) => {
    await withinLimit(resetsPerClient, request, 'email');
    await withinLimit(resetsPerEmail, request, 'email');
    const { found } = await requestPasswordReset(app, request.body);
    return { success: true, found } satisfies ResetRequestAnswer;
  });

  app.post(
    '/pub/reset_password/:token',
    { config: publicRoute, schema: { params: z.object({ token: z.string() }), body: newPasswordSchema, response: answers(successAnswerSchema) } },
    async (request) => {
      await withinLimit(newPasswordsPerClient, request, 'token');
      await setNewPassword(app.db, request.params.token, request.body.password);
      return { success: true } satisfies SuccessAnswer;
    },
  );

  app.post('/pub/credentials_request', { config: publicRoute, schema: { body: credentialsRequestSchema, response: answers(successAnswerSchema) } }, async (request) => {
    await withinLimit(credentialRequestsPerClient, request, '');
    await withinLimit(credentialRequestsPerEmail, request, 'email');
    await requestCredentials(app, request.body, request.lang);
    return { success: true } satisfies SuccessAnswer;
  });
};
