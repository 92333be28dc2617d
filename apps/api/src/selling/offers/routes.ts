import { configurationSchema, sendConfigurationSchema, offerAnswerSchema, saveOfferAnswerSchema, type OfferAnswer, type SaveOfferAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { offerLink, offerLinkMail } from './offer-mail.ts';
import { replyOfferPdf } from './offer-pdf.ts';
import { findOfferByUuid } from './repo.ts';
import { editableByCustomer, saveOffer } from './save-offer.ts';
import { answers, download } from '../../platform/http/answers.ts';

/** Offers by link: save a configuration, mail its link, read it back (SPEC §2 "Exhibition configurator extras"). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/pub/save_configurator', { config: { access: 'public' }, schema: { body: configurationSchema, response: answers(saveOfferAnswerSchema) } }, async (request) => {
    const offer = await saveOffer(app, request.body, await request.caller());
    return { success: true, offer: { uuid: offer.uuid, id: offer.id } } satisfies SaveOfferAnswer;
  });

  // Each call sends a mail to an address of the caller's choosing, so it is rate-limited per client.
  const sending = { access: 'public' as const, rateLimit: { max: app.config.offerMailLimitPerAddress, timeWindow: '10 minutes' } };
  app.post('/pub/send_configurator', { config: sending, schema: { body: sendConfigurationSchema, response: answers(saveOfferAnswerSchema) } }, async (request) => {
    const configuration = request.body;
    const entry = await app.eventCatalog.find(configuration.eventId);
    const offer = await saveOffer(app, configuration, await request.caller(), {
      sent: true,
      inTransaction: async (tx, saved) => {
        const eventName = request.lang === 'en' ? entry!.event.nameEn : entry!.event.nameDe;
        const link = offerLink(app.config.publicUrl, saved.eventId, saved.uuid);
        await queueMail(tx, offerLinkMail({ recipient: configuration.email, lang: request.lang, eventName, link }));
      },
    });
    app.mailQueued();
    return { success: true, offer: { uuid: offer.uuid, id: offer.id } } satisfies SaveOfferAnswer;
  });

  app.get<{ Params: { uuid: string } }>('/pub/offer/:uuid', { config: { access: 'public' }, schema: { response: answers(offerAnswerSchema) } }, async (request) => {
    const offer = await findOfferByUuid(app.db, request.params.uuid);
    if (!offer) throw notFound('offerOutdated', 'uuid');
    return {
      success: true,
      offer: {
        uuid: offer.uuid,
        id: offer.id,
        eventId: offer.eventId,
        title: offer.title,
        state: offer.state,
        subText: offer.subText,
        offerType: offer.offerType,
        isOrdered: offer.orderedAt !== null,
        data: { ...(offer.data as object), uuid: offer.uuid, offerId: offer.id, eventId: offer.eventId },
        registration: offer.companyId ? { companyId: offer.companyId } : null,
      },
      editable: editableByCustomer(offer),
    } satisfies OfferAnswer;
  });

  // The uuid is the secret of the link, so whoever holds the link may download its PDF.
  app.get<{ Params: { uuid: string } }>('/pub/offer/:uuid/pdf', { config: { access: 'public' }, schema: { response: download('the offer', 'application/pdf') } }, async (request, reply) => {
    const offer = await findOfferByUuid(app.db, request.params.uuid);
    if (!offer) throw notFound('offerOutdated', 'uuid');
    return replyOfferPdf(app, reply, offer, request.lang);
  });

};
