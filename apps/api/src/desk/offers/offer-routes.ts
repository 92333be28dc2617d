import { copyOfferSchema, staffConfigurationSchema, copyOfferAnswerSchema, saveStaffOfferAnswerSchema, staffOfferAnswerSchema, type CopyOfferAnswer, type SaveStaffOfferAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { replyOfferPdf } from '../../selling/offers/offer-pdf.ts';
import { findOfferById } from '../../selling/offers/repo.ts';
import { copyOffer } from './copy-offer.ts';
import { presentOfferDetail } from './offer-detail.ts';
import { editableByStaff } from './offer-lock.ts';
import { saveStaffOffer } from './save-staff-offer.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { answers, download } from '../../platform/http/answers.ts';

/** Staff offers: read with the change log, save from the back-office configurator, copy, print. */
export const staffOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const offerFromParam = async (idText: string) => {
    const id = parseId(idText);
    const offer = id === undefined ? undefined : await findOfferById(app.db, id);
    if (!offer) throw notFound('offerNotFound');
    return offer;
  };

  app.get('/be/offer/:id', { config: staffRoute('offer', 'read'), schema: { params: idParamsSchema, response: answers(staffOfferAnswerSchema) } }, async (request) =>
    presentOfferDetail(app, await offerFromParam(request.params.id), request.lang),
  );

  app.post('/be/action/save_configurator', { config: staffRoute('offer', 'write'), schema: { body: staffConfigurationSchema, response: answers(saveStaffOfferAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const offer = await saveStaffOffer(app, request.body, { staffUserId, lang: request.lang });
    // Whether staff may still change it in this mode: a state set in this save may have locked it (SPEC §4).
    return { success: true, offer: { uuid: offer.uuid, id: offer.id }, editable: editableByStaff(offer, request.body.mode) } satisfies SaveStaffOfferAnswer;
  });

  app.post('/be/offer/:id/copy', { config: staffRoute('offer', 'write'), schema: { params: idParamsSchema, body: copyOfferSchema, response: answers(copyOfferAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const source = await offerFromParam(request.params.id);
    const { offer, missing } = await copyOffer(app, source, { eventId: request.body.eventId, staffUserId, lang: request.lang });
    return { success: true, offer: { id: offer.id, uuid: offer.uuid, eventId: offer.eventId }, missing } satisfies CopyOfferAnswer;
  });

  app.get('/be/offer/:id/pdf', { config: staffRoute('offer', 'read'), schema: { params: idParamsSchema, response: download('the offer', 'application/pdf') } }, async (request, reply) =>
    replyOfferPdf(app, reply, await offerFromParam(request.params.id), request.lang),
  );
};
