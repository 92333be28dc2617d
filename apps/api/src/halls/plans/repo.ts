import type { HallGeometry } from '@messeportal/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { eventHalls, events, hallPlans, hallPlanVersions } from '../../platform/db/schema.ts';

/** A hall with its latest version's number and size, and the events that sell it. */
export interface HallPlanRow {
  id: number;
  name: string;
  version: number | null;
  standCount: number;
  updatedAt: Date;
  dxfStandLayer: string;
  dxfOutlineLayer: string;
  dxfColumnLayer: string;
  events: { id: number; name: string; version: number }[];
}

// Written out with the table's name: drizzle names a column of the only table in a query without it, and inside the
// subquery a bare "id" would be the version's own.
const latest = sql<number | null>`(select max(v.version) from hall_plan_versions v where v.hall_plan_id = hall_plans.id)`;

/** The organiser's halls by name, or the one of `id`. */
export async function listHallPlans(db: Db | Tx, id?: number): Promise<HallPlanRow[]> {
  const halls = await db
    .select({
      id: hallPlans.id,
      name: hallPlans.name,
      createdAt: hallPlans.createdAt,
      dxfStandLayer: hallPlans.dxfStandLayer,
      dxfOutlineLayer: hallPlans.dxfOutlineLayer,
      dxfColumnLayer: hallPlans.dxfColumnLayer,
      version: latest,
      standCount: sql<number>`coalesce((select v.stand_count from hall_plan_versions v where v.hall_plan_id = hall_plans.id order by v.version desc limit 1), 0)`,
      updatedAt: sql<Date | null>`(select max(v.created_at) from hall_plan_versions v where v.hall_plan_id = hall_plans.id)`,
    })
    .from(hallPlans)
    .where(id === undefined ? undefined : eq(hallPlans.id, id))
    .orderBy(sql`lower(${hallPlans.name})`, hallPlans.id);
  const selling = await db
    .select({ hallPlanId: eventHalls.hallPlanId, id: events.id, name: events.nameDe, version: eventHalls.version })
    .from(eventHalls)
    .innerJoin(events, eq(events.id, eventHalls.eventId))
    .where(id === undefined ? undefined : eq(eventHalls.hallPlanId, id))
    .orderBy(desc(events.startsAt), events.id);
  return halls.map(({ createdAt, updatedAt, ...hall }) => ({
    ...hall,
    version: hall.version === null ? null : Number(hall.version),
    standCount: Number(hall.standCount),
    updatedAt: updatedAt ? new Date(updatedAt) : createdAt,
    events: selling.filter((row) => row.hallPlanId === hall.id).map(({ hallPlanId: _, ...event }) => event),
  }));
}

/** Every saved version of a hall, newest first (without their geometry). */
export const listHallVersions = (db: Db | Tx, hallPlanId: number) =>
  db
    .select({
      version: hallPlanVersions.version,
      standCount: hallPlanVersions.standCount,
      source: hallPlanVersions.source,
      actor: hallPlanVersions.actor,
      createdAt: hallPlanVersions.createdAt,
    })
    .from(hallPlanVersions)
    .where(eq(hallPlanVersions.hallPlanId, hallPlanId))
    .orderBy(desc(hallPlanVersions.version));

/** One version's geometry (the latest when `version` is not given); null when the hall has none such. */
export async function hallGeometryOf(db: Db | Tx, hallPlanId: number, version?: number): Promise<{ version: number; geometry: HallGeometry } | null> {
  const [row] = await db
    .select({ version: hallPlanVersions.version, geometry: hallPlanVersions.geometry })
    .from(hallPlanVersions)
    .where(and(eq(hallPlanVersions.hallPlanId, hallPlanId), version === undefined ? undefined : eq(hallPlanVersions.version, version)))
    .orderBy(desc(hallPlanVersions.version))
    .limit(1);
  return row ?? null;
}

/** The hall locked until the transaction ends (saving a version waits for another save of the same hall). */
export async function lockHallPlan(tx: Tx, id: number) {
  const [hall] = await tx.select().from(hallPlans).where(eq(hallPlans.id, id)).for('update');
  return hall ?? null;
}

/** The events selling a hall that have not ended by `today`, with the version each sells. */
export const runningEventsOf = (db: Db | Tx, hallPlanId: number, today: string) =>
  db
    .select({ eventId: eventHalls.eventId, version: eventHalls.version })
    .from(eventHalls)
    .innerJoin(events, eq(events.id, eventHalls.eventId))
    .where(and(eq(eventHalls.hallPlanId, hallPlanId), sql`${events.endsAt} >= ${today}`))
    .orderBy(asc(eventHalls.eventId));
