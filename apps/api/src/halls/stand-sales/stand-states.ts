import { standKey, standStateAt, standStatesAnswerSchema, type StandStatesAnswer } from '@messeportal/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { versionOf } from '../../platform/db/catalogue-changes.ts';
import { registrations, standSales, standWishes } from '../../platform/db/schema.ts';
import { precompress, type Precompressed } from '../../platform/lib/precompressed.ts';
import { planStand, planStandNamed } from '../event-plan/routes.ts';
import { serialiseAnswer } from '../../platform/lib/serialised-once.ts';

/**
 * Every stand of the event's plans that is not available at `now`: the stored states still in force, the stands
 * registrations have (booked), of the halls the event sells, and the free stands exhibitors without a stand wished
 * for (requested). With the moment the first hold or option in it ends.
 */
export async function loadStandStates(app: FastifyInstance, eventId: number, now: Date): Promise<{ answer: StandStatesAnswer; endsAt: number }> {
  const { halls } = await app.eventPlans.get(eventId);
  if (halls.length === 0) return { answer: { states: [] }, endsAt: Infinity };
  const [stored, registered, wished] = await Promise.all([
    app.db
      .select({ hallId: standSales.hallPlanId, key: standSales.standKey, state: standSales.state, until: standSales.until })
      .from(standSales)
      .where(and(eq(standSales.eventId, eventId), ne(standSales.state, 'available'))),
    app.db
      .select({ hall: sql<string>`lower(${registrations.hall})`, standNr: registrations.standNr })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, eventId),
          inArray(sql`lower(${registrations.hall})`, halls.map((hall) => hall.name.toLowerCase())),
          ne(registrations.standNr, ''),
          isNull(registrations.canceledAt),
        ),
      ),
    // The stands wished for by registrations still without one (a placed registration's wishes are settled).
    app.db
      .select({ stands: standWishes.stands })
      .from(standWishes)
      .innerJoin(registrations, eq(registrations.id, standWishes.registrationId))
      .where(and(eq(standWishes.eventId, eventId), eq(registrations.standNr, ''), isNull(registrations.canceledAt))),
  ]);
  const states: StandStatesAnswer['states'] = [];
  const booked = new Set<string>();
  for (const row of registered) {
    const found = planStandNamed(halls, row.hall, row.standNr);
    if (!found) continue;
    const { hall, stand } = found;
    booked.add(`${hall.id}/${standKey(stand.number)}`);
    states.push({ hallId: hall.id, stand: stand.number, state: 'booked' });
  }
  let endsAt = Infinity;
  for (const row of stored) {
    const number = halls.find((candidate) => candidate.id === row.hallId)?.standsByKey.get(row.key)?.number;
    const state = standStateAt(row, false, now);
    if (!number || state === 'available' || booked.has(`${row.hallId}/${row.key}`)) continue;
    states.push({ hallId: row.hallId, stand: number, state });
    if ((state === 'held' || state === 'option') && row.until) endsAt = Math.min(endsAt, row.until.getTime());
  }
  const taken = new Set(states.map((row) => `${row.hallId}/${standKey(row.stand)}`));
  for (const { hallId, stand } of wished.flatMap((row) => row.stands)) {
    const key = `${hallId}/${standKey(stand)}`;
    const number = planStand(halls, hallId, stand)?.stand.number;
    if (!number || taken.has(key)) continue;
    taken.add(key);
    states.push({ hallId, stand: number, state: 'requested' });
  }
  return { answer: { states }, endsAt };
}

/** What the stands' states depend on: the plans, the stands' sales and the registrations placed on them. */
export const STAND_STATES_CHANGES = ['catalogue', 'stands', 'exhibitors'] as const;

/**
 * The states of an event's stands, the same for every visitor: made once, kept gzipped with an ETag in each process
 * while nothing they depend on changed (the database announces it, migrations 0041 and 0044) and no hold or option in
 * it has ended, at most a minute.
 */
export function standStatesCache(app: FastifyInstance) {
  const entries = new Map<number, { version: number; expires: number; answer: Promise<Precompressed> }>();
  const version = versionOf(app.catalogueChanges, ...STAND_STATES_CHANGES);
  return async (eventId: number): Promise<Precompressed> => {
    const current = version();
    const now = Date.now();
    const hit = entries.get(eventId);
    if (current !== undefined && hit && hit.version === current && hit.expires > now) return hit.answer;
    const answer = loadStandStates(app, eventId, new Date(now)).then(({ answer: states, endsAt }) => {
      const entry = entries.get(eventId);
      if (entry?.answer === answer) entry.expires = Math.min(now + 60_000, endsAt);
      return precompress(serialiseAnswer(standStatesAnswerSchema, states));
    });
    if (current !== undefined) entries.set(eventId, { version: current, expires: now + 60_000, answer });
    answer.catch(() => entries.get(eventId)?.answer === answer && entries.delete(eventId));
    return answer;
  };
}
