import { centsToAmount, mediaOrderSchema, mediaOrderResultSchema, type MediaOrderResult } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, requestHash } from '../../platform/http/idempotency.ts';
import { documentPdfUrl } from '../../documents/presenter.ts';
import { placeMediaOrder } from '../../selling/orders/place-media-order.ts';
import { assertMayBook, callerRegistration } from '../../selling/registrations/registration-access.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { presentLine } from '../../selling/registrations/presenter.ts';
import { answers } from '../../platform/http/answers.ts';

/** `POST /fe/rest/media/{id}`: advertising media ordered from the portal for a registration (see placeMediaOrder). */
export const mediaOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/fe/rest/media/:id', { schema: { params: z.object({ id: z.string() }), body: mediaOrderSchema, response: answers(mediaOrderResultSchema) } }, async (request) => {
    const { caller, registration, entry } = await callerRegistration(app, request, request.params.id);
    assertMayBook(policyActor(caller), registration);
    const key = idempotencyKeyOf(request);
    const result = await placeMediaOrder(app, {
      entry,
      registrationId: registration.id,
      caller,
      ...request.body,
      lang: request.lang,
      idempotency: key ? { key, hash: requestHash({ registrationId: registration.id, ...request.body }) } : undefined,
    });
    return {
      success: true,
      orderId: result.orderId,
      confirmation: { ...result.confirmation, pdfUrl: documentPdfUrl(result.confirmation.id) },
      positions: result.lines.map((line) => presentLine(line, request.lang)),
      net: centsToAmount(result.totals.net),
      vat: centsToAmount(result.totals.vat),
      gross: centsToAmount(result.totals.gross),
    } satisfies MediaOrderResult;
  });
};
