import { floorPlanSchema, saveFloorPlanAnswerSchema, type SaveFloorPlanAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertTechOpen } from '../../catalogue/events/deadlines.ts';
import { findFloorPlan, findFloorPlanContent } from '../../selling/registrations/floor-plan-repo.ts';
import { sendFloorPlan } from '../../selling/registrations/send-floor-plan.ts';
import { assertMayBook, callerRegistration } from '../../selling/registrations/registration-access.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { presentFloorPlan } from '../../selling/registrations/presenter.ts';
import { saveFloorPlan } from './save-floor-plan.ts';
import { answers, download } from '../../platform/http/answers.ts';

/**
 * The stand plan of a registration (part of the service bookings, SPEC §2): a sketch of where the booked
 * connections go. Private to the company, so it is served here with the bearer token, never by `/pub/file`.
 */
export const floorPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get<{ Params: { id: string } }>('/fe/rest/orderbook/:id/floorplan', { schema: { response: download('the stand plan as uploaded', '*/*') } }, async (request, reply) => {
    const { caller, registration } = await callerRegistration(app, request, request.params.id);
    return sendFloorPlan(reply, await findFloorPlanContent(app.db, caller.companyId, registration.id));
  });

  app.post(
    '/fe/rest/orderbook/:id/floorplan',
    { schema: { params: z.object({ id: z.string() }), body: floorPlanSchema, response: answers(saveFloorPlanAnswerSchema) } },
    async (request) => {
      const { caller, registration, entry } = await callerRegistration(app, request, request.params.id);
      assertMayBook(policyActor(caller), registration);
      assertTechOpen(entry.event);
      await saveFloorPlan(app.db, caller.companyId, registration.id, request.body.file);
      return { success: true, floorPlan: presentFloorPlan(await findFloorPlan(app.db, caller.companyId, registration.id)) } satisfies SaveFloorPlanAnswer;
    },
  );
};
