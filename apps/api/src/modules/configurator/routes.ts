import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@messeportal/domain';
import { z } from 'zod';
import { calculateStand } from './calculate-stand.ts';
import { isCompanyEmail } from './repo.ts';
import { validatePersonal } from './validate-personal.ts';

const checkEmailSchema = z.object({ email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200).pipe(z.email({ error: 'email' })) });

const id = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647);
const calculateSchema = z.object({
  eventId: id(),
  standConfigId: id(),
  qm: z.union([z.number(), z.string().max(20)], { error: 'invalidType' }).nullish(),
});

export const configuratorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both answer whether an address is known, so they are rate-limited against harvesting.
  const lookup = { access: 'public' as const, rateLimit: { max: app.config.lookupLimitPerAddress, timeWindow: '10 minutes' } };

  app.post('/pub/calculate_configurator', { config: { access: 'public' }, schema: { body: calculateSchema } }, async (request) => {
    const { eventId, standConfigId, qm } = request.body;
    const stand = calculateStand(await app.eventCatalog.find(eventId), standConfigId, qm, request.lang);
    return { success: true, qm: stand.qm, standPrices: stand.standPrices, total: stand.total };
  });

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
