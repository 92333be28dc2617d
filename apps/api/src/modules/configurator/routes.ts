import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkEmailSchema,
  standCalculationRequestSchema,
  translate,
  type CheckEmailAnswer,
  type PersonalValidation,
  type StandCalculation,
} from '@messeportal/domain';
import { calculateStand } from './calculate-stand.ts';
import { isCompanyEmail } from './repo.ts';
import { validatePersonal } from './validate-personal.ts';

export const configuratorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both answer whether an address is known, so they are rate-limited against harvesting.
  const lookup = { access: 'public' as const, rateLimit: { max: app.config.lookupLimitPerAddress, timeWindow: '10 minutes' } };

  app.post('/pub/calculate_configurator', { config: { access: 'public' }, schema: { body: standCalculationRequestSchema } }, async (request) => {
    const { eventId, standConfigId, qm } = request.body;
    const stand = calculateStand(await app.eventCatalog.find(eventId), standConfigId, qm, request.lang);
    return { success: true, qm: stand.qm, standPrices: stand.standPrices, total: stand.total } satisfies StandCalculation;
  });

  app.post('/pub/checkemail', { config: lookup, schema: { body: checkEmailSchema } }, async (request) => {
    if (await isCompanyEmail(app.db, request.body.email)) {
      return { success: false, errors: [{ property: 'email', message: translate('companyRegistered', request.lang) }] } satisfies CheckEmailAnswer;
    }
    return { success: true } satisfies CheckEmailAnswer;
  });

  app.post('/pub/validate', { config: lookup }, async (request) => {
    const { success, validation } = await validatePersonal(app.db, request.body, request.lang);
    return { success, validation } satisfies PersonalValidation;
  });
};
