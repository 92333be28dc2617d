import {
  checkPlan,
  diffPlans,
  isBlockingProblem,
  planProblemText,
  standKey,
  type HallGeometry,
  type HallImportAnswer,
  type Lang,
  type PlanProblem,
  type PlanProblemAnswer,
} from '@messeportal/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { companies, registrations } from '../../platform/db/schema.ts';
import { presentStands } from './presenter.ts';
import { hallGeometryOf, runningEventsOf } from './repo.ts';

export type PlanDiff = NonNullable<HallImportAnswer['diff']>;
type Affected = PlanDiff['affected'][number];

/** The problems as the screen lists them, in the caller's language, blocking ones first as checkPlan orders them. */
export const presentProblems = (problems: PlanProblem[], lang: Lang): PlanProblemAnswer[] =>
  problems.map((problem) => ({
    code: problem.code,
    text: planProblemText(problem, lang),
    stands: problem.stands,
    at: problem.at,
    blocking: isBlockingProblem(problem),
  }));

/**
 * The stands of the current version that a new one removes or changes and that an exhibitor has booked in an event
 * still to come: the registration's hall is the hall's name and its stand number the stand's (by standKey).
 */
async function affectedStands(db: Db | Tx, hall: { id: number; name: string }, diff: Omit<PlanDiff, 'affected'>, today: string): Promise<Affected[]> {
  const touched = new Map<string, { number: string; change: Affected['change'] }>();
  for (const number of diff.removed) touched.set(standKey(number), { number, change: 'removed' });
  for (const { number } of diff.changed) touched.set(standKey(number), { number, change: 'changed' });
  if (touched.size === 0) return [];
  const running = await runningEventsOf(db, hall.id, today);
  if (running.length === 0) return [];
  const booked = await db
    .select({ eventId: registrations.eventId, standNr: registrations.standNr, company: companies.name })
    .from(registrations)
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(
      and(
        inArray(registrations.eventId, running.map((event) => event.eventId)),
        sql`lower(${registrations.hall}) = lower(${hall.name})`,
        ne(registrations.standNr, ''),
        isNull(registrations.canceledAt),
      ),
    );
  return booked.flatMap((row) => {
    const stand = touched.get(standKey(row.standNr));
    return stand ? [{ ...stand, eventId: row.eventId, state: 'booked', company: row.company }] : [];
  });
}

/** What a plan would be as the hall's next version: its stands, its problems, the difference to the current one. */
export async function reviewPlan(db: Db | Tx, hall: { id: number; name: string }, geometry: HallGeometry, today: string, lang: Lang) {
  const problems = presentProblems(checkPlan(geometry), lang);
  const current = await hallGeometryOf(db, hall.id);
  let diff: PlanDiff | null = null;
  if (current) {
    const changes = diffPlans(current.geometry, geometry);
    diff = { ...changes, affected: await affectedStands(db, hall, changes, today) };
  }
  const shrunk = new Set(diff?.changed.filter((stand) => stand.areaAfterM2 < stand.areaBeforeM2).map((stand) => standKey(stand.number)));
  /** Booked stands the new version removes or makes smaller: their registrations must move first. */
  const blockedBy = (diff?.affected ?? []).filter((stand) => stand.change === 'removed' || shrunk.has(standKey(stand.number)));
  return {
    stands: presentStands(geometry),
    problems,
    diff,
    current,
    blockedBy,
    acceptable: problems.every((problem) => !problem.blocking) && blockedBy.length === 0,
  };
}
