import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@messeportal/domain';
import { z } from 'zod';
import { isCompanyEmail } from './repo.ts';
import { validatePersonal } from './validate-personal.ts';

const checkEmailSchema = z.object({ email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200).pipe(z.email({ error: 'email' })) });

export const configuratorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both answer whether an address is known, so they are rate-limited against harvesting.
  const lookup = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '10 minutes' } };

  app.post('/pub/checkemail', { config: lookup, schema: { body: checkEmailSchema } }, async (request) => {
    if (await isCompanyEmail(app.db, request.body.email)) {
      return { success: false, errors: [{ property: 'email', message: translate('companyRegistered', request.lang) }] };
    }
    return { success: true };
  });

  app.post('/pub/validate', { config: lookup }, async (request) => {
    const { success, validation } = await validatePersonal(app.db, request.body, request.lang);
    return { success, validation };
  });
};
