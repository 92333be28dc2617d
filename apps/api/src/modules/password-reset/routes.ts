import {
  credentialsRequestSchema,
  newPasswordSchema,
  resetRequestSchema,
  type ResetRequestAnswer,
  type SuccessAnswer,
} from '@messeportal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requestCredentials } from './request-credentials.ts';
import { requestPasswordReset } from './request-reset.ts';
import { setNewPassword } from './set-new-password.ts';

const MINUTE = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the request against `limiter`; over the limit the caller learns in how many minutes to try again. */
async function withinLimit(limiter: Limiter, request: FastifyRequest, property: string) {
  const state = await limiter(request);
  // isAllowed means 'on the allow list'; only the other branch counts.
  if (!state.isAllowed && state.isExceeded) {
    throw new AppError(429, 'tooManyRequests', { property, params: { minutes: Math.max(1, Math.ceil(state.ttl / MINUTE)) } });
  }
}

/** Password reset by a one-time link, and the manual request for new credentials. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each request may send a mail: limited per client, and per address so nobody floods one inbox.
  const resetsPerClient = app.createRateLimit({ max: app.config.resetLimitPerAddress, timeWindow: 15 * MINUTE, keyGenerator: (r) => `reset:${r.ip}` });
  const resetsPerEmail = app.createRateLimit({
    max: app.config.resetLimitPerEmail,
    timeWindow: 60 * MINUTE,
    keyGenerator: (r) => `reset-email:${(r.body as { email: string }).email.toLowerCase()}`,
  });
  const newPasswordsPerClient = app.createRateLimit({ max: app.config.newPasswordLimitPerAddress, timeWindow: 15 * MINUTE, keyGenerator: (r) => `new-password:${r.ip}` });
  const credentialRequestsPerClient = app.createRateLimit({ max: app.config.credentialsLimitPerAddress, timeWindow: 60 * MINUTE, keyGenerator: (r) => `credentials:${r.ip}` });
  const publicRoute = { access: 'public' as const };

  app.post('/pub/reset_password', { config: publicRoute, schema: { body: resetRequestSchema } }, async (request) => {
    await withinLimit(resetsPerClient, request, 'email');
    await withinLimit(resetsPerEmail, request, 'email');
    const { found } = await requestPasswordReset(app, request.body);
    return { success: true, found } satisfies ResetRequestAnswer;
  });

  app.post(
    '/pub/reset_password/:token',
    { config: publicRoute, schema: { params: z.object({ token: z.string() }), body: newPasswordSchema } },
    async (request) => {
      await withinLimit(newPasswordsPerClient, request, 'token');
      await setNewPassword(app.db, request.params.token, request.body.password);
      return { success: true } satisfies SuccessAnswer;
    },
  );

  app.post('/pub/credentials_request', { config: publicRoute, schema: { body: credentialsRequestSchema } }, async (request) => {
    await withinLimit(credentialRequestsPerClient, request, '');
    await requestCredentials(app, request.body, request.lang);
    return { success: true } satisfies SuccessAnswer;
  });
};
