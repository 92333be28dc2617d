import { configurationSchema, OfferType } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error.ts';
import { offerConfiguration } from '../../selling/offers/offer-prices.ts';
import { findOfferByUuid } from '../../selling/offers/repo.ts';
import { replyProFormaPdf } from './pro-forma-pdf.ts';
import { download } from '../../platform/http/answers.ts';

/** Pro-forma invoices (issue 17) for a company that must pay before it may order. */
export const proFormaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Of a saved offer, by its link …
  app.get<{ Params: { uuid: string } }>('/pub/offer/:uuid/pro_forma', { config: { access: 'public' }, schema: { response: download('the pro-forma invoice', 'application/pdf') } }, async (request, reply) => {
    const offer = await findOfferByUuid(app.db, request.params.uuid);
    if (!offer) throw notFound('offerOutdated', 'uuid');
    const source = { offerType: offer.offerType, data: offerConfiguration(offer), companyId: offer.companyId, offerId: offer.id, registrationId: offer.registrationId };
    return replyProFormaPdf(app, reply, source, request.lang);
  });

  // … or of the configuration on screen, priced anew; each call renders a PDF, so it is rate-limited per client.
  const billing = { access: 'public' as const, rateLimit: { max: app.config.proFormaLimitPerAddress, timeWindow: '10 minutes' } };
  app.post('/pub/pro_forma', { config: billing, schema: { body: configurationSchema, response: download('the pro-forma invoice', 'application/pdf') } }, async (request, reply) => {
    const caller = await request.caller();
    const companyId = caller?.kind === 'exhibitor' ? caller.companyId : null;
    // A saved offer being changed keeps the registration it adds to, as its order would.
    const offer = request.body.uuid ? await findOfferByUuid(app.db, request.body.uuid) : undefined;
    const source = { offerType: OfferType.customer, data: request.body, companyId, offerId: null, registrationId: offer?.registrationId ?? null };
    return replyProFormaPdf(app, reply, source, request.lang);
  });
};
