import { newPasswordSchema, successAnswerSchema, type SuccessAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINUTE, withinLimit } from '../../platform/http/within-limit.ts';
import { setStaffPassword } from './accounts.ts';
import { answers } from '../../platform/http/answers.ts';

/** A staff member sets the password through the one-time link the staff command (or an admin) gave them. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const linksPerClient = app.createRateLimit({ max: app.config.newPasswordLimitPerAddress, timeWindow: 15 * MINUTE, keyGenerator: (r) => `staff-password:${r.ip}` });
  app.post(
    '/be/set_password/:token',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string() }), body: newPasswordSchema, response: answers(successAnswerSchema) } },
    async (request) => {
      await withinLimit(linksPerClient, request, 'token');
      await setStaffPassword(app.db, request.params.token, request.body.password);
      return { success: true } satisfies SuccessAnswer;
    },
  );
};
