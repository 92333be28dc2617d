import { centsToAmount, mediaOrderSchema, type MediaOrderResult } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, requestHash } from '../../http/idempotency.ts';
import { documentPdfUrl } from '../documents/presenter.ts';
import { placeMediaOrder } from '../orders/place-media-order.ts';
import { ownRegistration, refuseCanceled } from './own-registration.ts';
import { presentLine } from './presenter.ts';

/** `POST /fe/rest/media/{id}`: advertising media ordered from the portal for a registration (see placeMediaOrder). */
export const mediaOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/fe/rest/media/:id', { schema: { params: z.object({ id: z.string() }), body: mediaOrderSchema } }, async (request) => {
    const { caller, registration, entry } = await ownRegistration(app, request, request.params.id);
    refuseCanceled(registration);
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
