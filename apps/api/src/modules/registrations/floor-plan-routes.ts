import { floorPlanSchema, type SaveFloorPlanAnswer } from '@messeportal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { assertTechOpen } from '../events/deadlines.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { findFloorPlan, findFloorPlanContent } from './floor-plan-repo.ts';
import { ownRegistration, refuseCanceled } from './own-registration.ts';
import { presentFloorPlan } from './presenter.ts';
import { saveFloorPlan } from './save-floor-plan.ts';

/** The stand plan as a download, private to whoever may read it; 404 when none was uploaded. */
export function sendFloorPlan(reply: FastifyReply, plan: Awaited<ReturnType<typeof findFloorPlanContent>>) {
  if (!plan) throw notFound('floorPlanNotFound');
  return reply
    .type(plan.contentType)
    .header('content-disposition', contentDisposition(plan.name, false))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(plan.data);
}

/**
 * The stand plan of a registration (part of the service bookings, SPEC §2): a sketch of where the booked
 * connections go. Private to the company, so it is served here with the bearer token, never by `/pub/file`.
 */
export const floorPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get<{ Params: { id: string } }>('/fe/rest/orderbook/:id/floorplan', async (request, reply) => {
    const { caller, registration } = await ownRegistration(app, request, request.params.id);
    return sendFloorPlan(reply, await findFloorPlanContent(app.db, caller.companyId, registration.id));
  });

  app.post(
    '/fe/rest/orderbook/:id/floorplan',
    { schema: { params: z.object({ id: z.string() }), body: floorPlanSchema } },
    async (request) => {
      const { caller, registration, entry } = await ownRegistration(app, request, request.params.id);
      refuseCanceled(registration);
      assertTechOpen(entry.event);
      await saveFloorPlan(app.db, caller.companyId, registration.id, request.body.file);
      return { success: true, floorPlan: presentFloorPlan(await findFloorPlan(app.db, caller.companyId, registration.id)) } satisfies SaveFloorPlanAnswer;
    },
  );
};
