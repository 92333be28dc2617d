import { standKey, standStateAt, type StandStatesAnswer } from '@messeportal/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashToken, isTokenForm } from '../../platform/auth/token.ts';
import { registrations, standSales } from '../../platform/db/schema.ts';

/**
 * Every stand of the event's plans that is not available at `now`: the stored states still in force, and the stands
 * registrations have (booked). Two indexed reads, no geometry: the answer the plan fetches again and again.
 */
export async function standStates(app: FastifyInstance, eventId: number, token: string | undefined, now = new Date()): Promise<StandStatesAnswer> {
  const { halls } = await app.eventPlans.get(eventId);
  if (halls.length === 0) return { states: [] };
  const mine = token && isTokenForm(token) ? hashToken(token) : null;
  const [stored, registered] = await Promise.all([
    app.db
      .select({ hallId: standSales.hallPlanId, key: standSales.standKey, state: standSales.state, until: standSales.until, holdTokenHash: standSales.holdTokenHash })
      .from(standSales)
      .where(and(eq(standSales.eventId, eventId), ne(standSales.state, 'available'))),
    app.db
      .select({ hall: sql<string>`lower(${registrations.hall})`, standNr: registrations.standNr })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), ne(registrations.standNr, ''), isNull(registrations.canceledAt))),
  ]);
  const states: StandStatesAnswer['states'] = [];
  const booked = new Set(registered.map((row) => `${row.hall}\n${standKey(row.standNr)}`));
  for (const hall of halls) {
    for (const [key, stand] of hall.standsByKey) {
      if (booked.has(`${hall.name.toLowerCase()}\n${key}`)) states.push({ hallId: hall.id, stand: stand.number, state: 'booked', mine: false });
    }
  }
  for (const row of stored) {
    const hall = halls.find((candidate) => candidate.id === row.hallId);
    const number = hall?.standsByKey.get(row.key)?.number;
    if (!hall || !number || booked.has(`${hall.name.toLowerCase()}\n${row.key}`)) continue;
    const state = standStateAt(row, false, now);
    if (state === 'available' || state === 'booked') continue;
    states.push({ hallId: hall.id, stand: number, state, mine: state === 'held' && row.holdTokenHash === mine });
  }
  return { states };
}
