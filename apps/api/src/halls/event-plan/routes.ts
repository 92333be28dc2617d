import { eventPlanAnswerSchema, standKey } from '@messeportal/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../platform/http/answers.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { precompress, sendPrecompressed, type Precompressed } from '../../platform/lib/precompressed.ts';
import { createReadCache } from '../../platform/lib/read-cache.ts';
import { serialiseAnswer } from '../../platform/lib/serialised-once.ts';
import { presentEventPlan } from './present-event-plan.ts';
import { loadEventHallPlans, type EventHallPlan } from './repo.ts';

/** An event's plans as sold: the halls, each stand by its standKey, and the answer everyone reads. */
export interface EventPlans {
  halls: (EventHallPlan & { standsByKey: ReadonlyMap<string, string> })[];
  answer: Precompressed;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The plans of an event, kept per catalogue version in every process (a new version or hall reloads them). */
    eventPlans: { get(eventId: number): Promise<EventPlans> };
  }
}

/**
 * The hall plans of an event (issue 31) for the configurator, the portal, the desk and the public plan: the geometry
 * with what each stand is and costs. Large (a hall of 2,000 stands) and the same for everyone, so it is made once per
 * catalogue version, kept gzipped, and answered with an ETag; the sales states are a small answer of their own.
 */
const eventPlanPlugin: FastifyPluginAsyncZod = async (app) => {
  const plans = createReadCache(async (eventId: number): Promise<EventPlans> => {
    const entry = await app.eventCatalog.find(eventId);
    const halls = entry ? await loadEventHallPlans(app.db, eventId) : [];
    return {
      halls: halls.map((hall) => ({ ...hall, standsByKey: new Map(hall.geometry.stands.map((stand) => [standKey(stand.number), stand.number])) })),
      answer: precompress(serialiseAnswer(eventPlanAnswerSchema, entry ? presentEventPlan(halls, entry) : { halls: [] })),
    };
  }, () => app.catalogueChanges.version('catalogue'));
  app.decorate('eventPlans', { get: (eventId: number) => plans.get(eventId) });

  app.get('/pub/event/:id/plan', { config: { access: 'public' }, schema: { params: idParamsSchema, response: answers(eventPlanAnswerSchema) } }, async (request, reply) => {
    const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
    return sendPrecompressed(request, reply, (await plans.get(entry.event.id)).answer, entry.event.isPublished ? 'public' : 'private');
  });
};

/** Wrapped with fastify-plugin so that the plans' decoration is visible to the other modules. */
export const eventPlanRoutes = fp(eventPlanPlugin);
