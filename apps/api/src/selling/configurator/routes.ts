import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkEmailAnswerSchema,
  checkEmailSchema,
  personalValidationSchema,
  standCalculationRequestSchema,
  standCalculationSchema,
  translate,
  type CheckEmailAnswer,
  type PersonalValidation,
  type StandCalculation,
} from '@messeportal/domain';
import { assertShownTo } from '../../catalogue/events/publication.ts';
import { MINUTE, perEmail, withinLimit } from '../../platform/http/within-limit.ts';
import { calculateStand } from './calculate-stand.ts';
import { pricedPlanStand } from '../../halls/stand-sales/book-stand.ts';
import { isCompanyEmail } from './repo.ts';
import { validatePersonal } from './validate-personal.ts';
import { answers } from '../../platform/http/answers.ts';

/** The address a lookup asks about: `/pub/checkemail`'s `email`, `/pub/validate`'s contact e-mail ('' when none). */
function lookedUpEmail(request: { body: unknown }): string {
  const body = request.body as { email?: unknown; contact?: { email?: unknown } } | null;
  const email = body?.email ?? body?.contact?.email;
  return typeof email === 'string' ? email.trim() : '';
}

export const configuratorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both answer whether an address is known, so they are rate-limited against harvesting.
  const lookup = { access: 'public' as const, rateLimit: { max: app.config.lookupLimitPerAddress, timeWindow: '10 minutes' } };
  // And per address asked about, so that many clients together cannot probe one company's addresses either.
  const lookupsPerEmail = perEmail(app, 'lookup-email', app.config.lookupLimitPerEmail, 60 * MINUTE, lookedUpEmail);

  app.post('/pub/calculate_configurator', { config: { access: 'public' }, schema: { body: standCalculationRequestSchema, response: answers(standCalculationSchema) } }, async (request) => {
    const { eventId, plan } = request.body;
    const entry = await app.eventCatalog.find(eventId);
    if (entry) await assertShownTo(request, entry);
    // A stand of the plan is priced as the plan sells it, whatever type and size came with it.
    const planStand = entry && plan ? await pricedPlanStand(app, eventId, plan) : null;
    const standConfigId = planStand?.standConfigId ?? request.body.standConfigId;
    const stand = calculateStand(entry, standConfigId, planStand?.qm ?? request.body.qm, request.lang, planStand?.specialPrice);
    return { success: true, qm: stand.qm, standPrices: stand.standPrices, total: stand.total } satisfies StandCalculation;
  });

  app.post('/pub/checkemail', { config: lookup, schema: { body: checkEmailSchema, response: answers(checkEmailAnswerSchema) } }, async (request) => {
    await withinLimit(lookupsPerEmail, request, 'email');
    if (await isCompanyEmail(app.db, request.body.email)) {
      return { success: false, errors: [{ property: 'email', message: translate('companyRegistered', request.lang) }] } satisfies CheckEmailAnswer;
    }
    return { success: true } satisfies CheckEmailAnswer;
  });

  app.post('/pub/validate', { config: lookup, schema: { response: answers(personalValidationSchema) } }, async (request) => {
    if (lookedUpEmail(request)) await withinLimit(lookupsPerEmail, request, 'contact.email');
    const { success, validation } = await validatePersonal(app.db, request.body, request.lang);
    return { success, validation } satisfies PersonalValidation;
  });
};
