import { exhibitorPlanAnswerSchema, type PlanExhibitor } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { versionOf } from '../../platform/db/catalogue-changes.ts';
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
 * How long an entry is kept at most. Who exhibits on which stand and what is shown of it is announced by the database to
 * every process ('exhibitors', migration 0044: a registration's hall, stand number, confirmation or cancellation, its
 * company's name, its brands and their product groups) and so is the catalogue (plans, halls, product groups): either
 * drops the entry at once. Holds, options and wishes do not change it.
 */
export const EXHIBITORS_TTL_MS = 60_000;

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
    versionOf(app.catalogueChanges, 'catalogue', 'exhibitors'),
    EXHIBITORS_TTL_MS,
  );
}
