import { eventPlanAnswerSchema, standKey, type HallGeometry, type PlanStandSale, type SpecialStandPrice } from '@messeportal/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../platform/http/answers.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { precompress, sendPrecompressed, type Precompressed } from '../../platform/lib/precompressed.ts';
import { createReadCache } from '../../platform/lib/read-cache.ts';
import { serialiseAnswer } from '../../platform/lib/serialised-once.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { presentEventPlan } from './present-event-plan.ts';
import { loadEventHallPlans } from './repo.ts';

/** An event's plans as sold: the halls, each stand (what it is and sells at) by its standKey, and the answer everyone reads. */
export interface EventPlans {
  halls: {
    id: number;
    name: string;
    version: number;
    /** The version's drawing, for what the stands alone do not say (sectors, neighbours). */
    geometry: HallGeometry;
    standsByKey: ReadonlyMap<string, PlanStandSale>;
    specialPrices: ReadonlyMap<string, number>;
  }[];
  answer: Precompressed;
}

/** The hall of the plans with that id and its stand there (by standKey), or null when the event does not sell it. */
export function planStand(halls: EventPlans['halls'], hallId: number, standNr: string) {
  const hall = halls.find((candidate) => candidate.id === hallId);
  const stand = hall?.standsByKey.get(standKey(standNr));
  return hall && stand ? { hall, stand } : null;
}

/** The hall of the plans a registration's hall names (by name, any case) and its stand there (by standKey). */
export function planStandNamed(halls: EventPlans['halls'], hallName: string, standNr: string) {
  const hall = halls.find((candidate) => candidate.name.toLowerCase() === hallName.trim().toLowerCase());
  const stand = hall?.standsByKey.get(standKey(standNr));
  return hall && stand ? { hall, stand } : null;
}

/** The price staff agreed for a stand of a hall the event sells, null where its type's rules price it. */
export function specialPriceOf(hall: EventPlans['halls'][number], standNr: string): SpecialStandPrice | null {
  const key = standKey(standNr);
  const cents = hall.specialPrices.get(key);
  return cents === undefined ? null : { cents, standNr: hall.standsByKey.get(key)?.number ?? standNr };
}

/** The plans an event sells, as they are kept: made again only when the catalogue changes. */
export async function loadEventPlans(db: Db, entry: CatalogEvent | undefined): Promise<EventPlans> {
  const halls = entry ? await loadEventHallPlans(db, entry.event.id) : [];
  const plan = entry ? presentEventPlan(halls, entry) : { halls: [] };
  return {
    halls: plan.halls.map(({ id, name, version, stands }, at) => ({
      id,
      name,
      version,
      geometry: halls[at]!.geometry,
      standsByKey: new Map(stands.map((stand) => [standKey(stand.number), stand])),
      specialPrices: halls[at]!.specialPrices,
    })),
    answer: precompress(serialiseAnswer(eventPlanAnswerSchema, plan), { brotli: true }),
  };
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
  const plans = createReadCache(async (eventId: number) => loadEventPlans(app.db, await app.eventCatalog.find(eventId)), () => app.catalogueChanges.version('catalogue'));
  app.decorate('eventPlans', { get: (eventId: number) => plans.get(eventId) });

  app.get('/pub/event/:id/plan', { config: { access: 'public' }, schema: { params: idParamsSchema, response: answers(eventPlanAnswerSchema) } }, async (request, reply) => {
    const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
    return sendPrecompressed(request, reply, (await plans.get(entry.event.id)).answer, entry.event.isPublished ? 'public' : 'private');
  });
};

/** Wrapped with fastify-plugin so that the plans' decoration is visible to the other modules. */
export const eventPlanRoutes = fp(eventPlanPlugin);
