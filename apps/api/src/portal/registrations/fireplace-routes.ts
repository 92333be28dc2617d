import {
  centsToAmount,
  FIREPLACE_CONNECTION_CENTS,
  fireplaceChangeAnswerSchema,
  fireplaceConnectionSchema,
  fireplaceRequestSchema,
  fuels,
  labelled,
  MAX_FIREPLACE_CONNECTIONS,
  ovenTypes,
  type FireplaceRequest,
  type Lang,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotencyKeyOf, requestHash } from '../../platform/http/idempotency.ts';
import { answerOnce, inOrderTransaction } from '../../selling/orders/order-transaction.ts';
import { assertTechOpen } from '../../catalogue/events/deadlines.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { addFireplaceConnection, deleteFireplaceConnection, listFireplaceConnections } from '../../selling/registrations/repo.ts';
import { assertMayBook, callerRegistration } from '../../selling/registrations/registration-access.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { answers } from '../../platform/http/answers.ts';

const labels = (list: typeof ovenTypes | typeof fuels, lang: Lang) => new Map<string, string>(labelled(list, lang).map((e) => [e.id, e.label]));

async function fireplaceAnswer(db: Db | Tx, registrationId: number, lang: Lang): Promise<FireplaceRequest> {
  const connections = await listFireplaceConnections(db, registrationId);
  const ovens = labels(ovenTypes, lang);
  const fuelLabels = labels(fuels, lang);
  return {
    connections: connections.map((c) => ({
      id: c.id,
      deviceName: c.deviceName,
      ovenType: c.ovenType,
      ovenTypeLabel: ovens.get(c.ovenType) ?? c.ovenType,
      fuel: c.fuel,
      fuelLabel: fuelLabels.get(c.fuel) ?? c.fuel,
      maxPowerKw: c.maxPowerKw,
      dischargePressurePa: c.dischargePressurePa,
      price: centsToAmount(c.priceCents),
      createdAt: c.createdAt.toISOString(),
    })),
    maxConnections: MAX_FIREPLACE_CONNECTIONS,
    priceSingle: centsToAmount(FIREPLACE_CONNECTION_CENTS),
    total: centsToAmount(connections.reduce((sum, c) => sum + c.priceCents, 0)),
  };
}

/** The fireplace request (SPEC §2): flue gas connections of a registration at a fair that offers them. */
export const fireplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  async function fireplaceRegistration(request: Parameters<typeof callerRegistration>[1], idText: string, changing: boolean) {
    const own = await callerRegistration(app, request, idText);
    if (!own.entry.event.hasFireplaceConnections) throw new AppError(404, 'fireplaceNotOffered');
    if (changing) {
      assertMayBook(policyActor(own.caller), own.registration);
      assertTechOpen(own.entry.event);
    }
    return own;
  }

  app.get<{ Params: { id: string } }>('/fe/rest/fireplace/:id', { schema: { response: answers(fireplaceRequestSchema) } }, async (request) => {
    const { registration } = await fireplaceRegistration(request, request.params.id, false);
    return fireplaceAnswer(app.db, registration.id, request.lang);
  });

  app.post('/fe/rest/fireplace/:id', { schema: { params: z.object({ id: z.string() }), body: fireplaceConnectionSchema, response: answers(fireplaceChangeAnswerSchema) } }, async (request) => {
    const { registration } = await fireplaceRegistration(request, request.params.id, true);
    const { guidelinesAccepted: _accepted, ...connection } = request.body;
    // A paid connection: a repeat with the same Idempotency-Key answers the first request, as orders do.
    const key = idempotencyKeyOf(request);
    const idempotency = key ? { scope: `fireplace:${registration.id}`, key, hash: requestHash(request.body) } : undefined;
    return answerOnce(app, idempotency, () =>
      inOrderTransaction(app, idempotency, async (tx) => {
        const values = { ...connection, registrationId: registration.id, priceCents: FIREPLACE_CONNECTION_CENTS };
        if (!(await addFireplaceConnection(tx, values, MAX_FIREPLACE_CONNECTIONS))) {
          throw new AppError(409, 'fireplaceLimit', { params: { max: MAX_FIREPLACE_CONNECTIONS } });
        }
        return { success: true, ...(await fireplaceAnswer(tx, registration.id, request.lang)) };
      }),
    );
  });

  app.delete<{ Params: { id: string; connectionId: string } }>('/fe/rest/fireplace/:id/:connectionId', { schema: { response: answers(fireplaceChangeAnswerSchema) } }, async (request) => {
    const { registration } = await fireplaceRegistration(request, request.params.id, true);
    const connectionId = parseId(request.params.connectionId);
    if (connectionId === undefined || !(await deleteFireplaceConnection(app.db, registration.id, connectionId))) {
      throw new AppError(404, 'notFound', { property: 'connectionId' });
    }
    return { success: true, ...(await fireplaceAnswer(app.db, registration.id, request.lang)) };
  });
};
