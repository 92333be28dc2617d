import { exhibitorPlanAnswerSchema, type PlanExhibitor } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { precompress, type Precompressed } from '../../platform/lib/precompressed.ts';
import { createReadCache } from '../../platform/lib/read-cache.ts';
import { serialiseAnswer } from '../../platform/lib/serialised-once.ts';
import { presentExhibitors } from './present-exhibitors.ts';
import { loadBrandProductGroups, loadRegistrationBrands, loadStandRegistrations } from './repo.ts';

export interface EventExhibitors {
  exhibitors: PlanExhibitor[];
  answer: Precompressed;
}

/**
 * How long an entry is kept at most. Who is on which stand is announced by the database to every process (the
 * 'stands' changes of migration 0041: a registration's hall, stand number or cancellation, a new or deleted
 * registration) and so is the catalogue (plans, halls, product groups): either drops the entry at once. A renamed
 * company, a brand added, renamed or given other product groups, and a registration's confirmation are not
 * announced: they show within this time.
 */
export const EXHIBITORS_TTL_MS = 60_000;

/** The version of what the public plan's answers depend on: the catalogue and the stands (undefined: not listening). */
export function planVersion(app: FastifyInstance): () => number | undefined {
  return () => {
    const [catalogue, stands] = [app.catalogueChanges.version('catalogue'), app.catalogueChanges.version('stands')];
    // Both only grow, so their sum changes with either.
    return catalogue === undefined || stands === undefined ? undefined : catalogue + stands;
  };
}

/** The exhibitors of an event's plans, made once per version and kept gzipped with an ETag in each process. */
export function exhibitorCache(app: FastifyInstance) {
  return createReadCache(
    async (eventId: number): Promise<EventExhibitors> => {
      const { halls } = await app.eventPlans.get(eventId);
      if (halls.length === 0) return { exhibitors: [], answer: precompress(serialiseAnswer(exhibitorPlanAnswerSchema, { exhibitors: [] })) };
      const names = halls.map((hall) => hall.name);
      const [registrations, brands, groups] = await Promise.all([
        loadStandRegistrations(app.db, eventId, names),
        loadRegistrationBrands(app.db, eventId),
        loadBrandProductGroups(app.db, eventId),
      ]);
      const exhibitors = presentExhibitors(halls, { registrations, brands, groups });
      return { exhibitors, answer: precompress(serialiseAnswer(exhibitorPlanAnswerSchema, { exhibitors })) };
    },
    planVersion(app),
    EXHIBITORS_TTL_MS,
  );
}
