import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { eventHalls, events, hallPlans } from '../../platform/db/schema.ts';

/** The halls an event sells in their order, each with its version and the hall's latest. */
export const listEventHalls = (db: Db | Tx, eventId: number) =>
  db
    .select({
      hallPlanId: eventHalls.hallPlanId,
      name: hallPlans.name,
      version: eventHalls.version,
      // Written out with the table's name (see plans/repo.ts): inside the subquery a bare column would be the version's.
      latestVersion: sql<number>`(select max(v.version) from hall_plan_versions v where v.hall_plan_id = event_halls.hall_plan_id)`.mapWith(Number),
      standCount: sql<number>`(select v.stand_count from hall_plan_versions v where v.hall_plan_id = event_halls.hall_plan_id and v.version = event_halls.version)`.mapWith(Number),
    })
    .from(eventHalls)
    .innerJoin(hallPlans, eq(hallPlans.id, eventHalls.hallPlanId))
    .where(eq(eventHalls.eventId, eventId))
    .orderBy(asc(eventHalls.sort), asc(hallPlans.name));

/** How the event sells its stands. */
export async function eventSelling(db: Db | Tx, eventId: number) {
  const [row] = await db
    .select({ standSelling: events.standSelling, minAisleWidthCm: events.minAisleWidthCm, objectionDays: events.objectionDays, maxOptionsPerCompany: events.maxOptionsPerCompany })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}
