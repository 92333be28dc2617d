import type { HallGeometry } from '@messeportal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { eventHalls, hallPlans, hallPlanVersions } from '../../platform/db/schema.ts';

export interface EventHallPlan {
  id: number;
  name: string;
  version: number;
  geometry: HallGeometry;
}

/** The halls an event sells, in their order, each with the geometry of the version it sells. */
export const loadEventHallPlans = (db: Db, eventId: number): Promise<EventHallPlan[]> =>
  db
    .select({ id: hallPlans.id, name: hallPlans.name, version: eventHalls.version, geometry: hallPlanVersions.geometry })
    .from(eventHalls)
    .innerJoin(hallPlans, eq(hallPlans.id, eventHalls.hallPlanId))
    .innerJoin(hallPlanVersions, and(eq(hallPlanVersions.hallPlanId, eventHalls.hallPlanId), eq(hallPlanVersions.version, eventHalls.version)))
    .where(eq(eventHalls.eventId, eventId))
    .orderBy(asc(eventHalls.sort), asc(hallPlans.name));
