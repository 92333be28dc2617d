import { fireplaceChangeAnswerSchema, fireplaceConnectionSchema, fireplaceDeadline, fireplaceRequestSchema, type Lang } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotencyKeyOf, requestHash } from '../../platform/http/idempotency.ts';
import { answerOnce, inOrderTransaction } from '../../selling/orders/order-transaction.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { addFireplaceConnection, listFireplaceConnections, withdrawFireplaceConnection } from '../../selling/registrations/repo.ts';
import { assertMayBook, callerRegistration } from '../../selling/registrations/registration-access.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { answers } from '../../platform/http/answers.ts';
import { presentFireplaceRequest } from './fireplace-presenter.ts';

const fireplaceAnswer = async (db: Db | Tx, registrationId: number, event: CatalogEvent['event'], lang: Lang) =>
  presentFireplaceRequest(await listFireplaceConnections(db, registrationId), event, lang, new Date());

/**
 * The fireplace request (SPEC §2): flue gas connections of a registration at a fair that offers them, at the
 * event's price and up to its limit per registration, until its deadline; the organiser confirms or refuses each.
 */
export const fireplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  async function fireplaceRegistration(request: Parameters<typeof callerRegistration>[1], idText: string, changing: boolean) {
    const own = await callerRegistration(app, request, idText);
    const { event } = own.entry;
    if (!event.hasFireplaceConnections) throw new AppError(404, 'fireplaceNotOffered');
    if (changing) {
      assertMayBook(policyActor(own.caller), own.registration);
      if (new Date() > fireplaceDeadline(event)) throw new AppError(409, 'fireplaceClosed');
    }
    return own;
  }

  app.get<{ Params: { id: string } }>('/fe/rest/fireplace/:id', { schema: { response: answers(fireplaceRequestSchema) } }, async (request) => {
    const { registration, entry } = await fireplaceRegistration(request, request.params.id, false);
    return fireplaceAnswer(app.db, registration.id, entry.event, request.lang);
  });

  app.post('/fe/rest/fireplace/:id', { schema: { params: z.object({ id: z.string() }), body: fireplaceConnectionSchema, response: answers(fireplaceChangeAnswerSchema) } }, async (request) => {
    const { registration, entry } = await fireplaceRegistration(request, request.params.id, true);
    const { event } = entry;
    const { guidelinesAccepted: _accepted, ...connection } = request.body;
    // A paid connection: a repeat with the same Idempotency-Key answers the first request, as orders do.
    const key = idempotencyKeyOf(request);
    const idempotency = key ? { scope: `fireplace:${registration.id}`, key, hash: requestHash(request.body) } : undefined;
    return answerOnce(app, idempotency, () =>
      inOrderTransaction(app, idempotency, async (tx) => {
        // At the event's price and billing number of now, which the connection keeps.
        const values = { ...connection, registrationId: registration.id, priceCents: event.fireplacePrice, billingNumber: event.fireplaceBillingNumber };
        if (!(await addFireplaceConnection(tx, values, event.fireplaceMaxConnections))) {
          throw new AppError(409, 'fireplaceLimit', { params: { max: event.fireplaceMaxConnections } });
        }
        return { success: true, ...(await fireplaceAnswer(tx, registration.id, event, request.lang)) };
      }),
    );
  });

  app.delete<{ Params: { id: string; connectionId: string } }>('/fe/rest/fireplace/:id/:connectionId', { schema: { response: answers(fireplaceChangeAnswerSchema) } }, async (request) => {
    const { registration, entry } = await fireplaceRegistration(request, request.params.id, true);
    const connectionId = parseId(request.params.connectionId);
    const outcome = connectionId === undefined ? 'notFound' : await withdrawFireplaceConnection(app.db, registration.id, connectionId);
    if (outcome === 'notFound') throw new AppError(404, 'fireplaceConnectionNotFound', { property: 'connectionId' });
    if (outcome === 'confirmed') throw new AppError(409, 'fireplaceConfirmedStays', { property: 'connectionId' });
    return { success: true, ...(await fireplaceAnswer(app.db, registration.id, entry.event, request.lang)) };
  });
};
