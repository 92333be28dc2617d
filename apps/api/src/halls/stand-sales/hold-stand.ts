import { HOLD_MS, mayHold, type StandHoldAnswer, type StandHoldInput } from '@messeportal/domain';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashToken, isTokenForm, newToken } from '../../platform/auth/token.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { standSales } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { planStand } from '../event-plan/routes.ts';
import { freedSale, lockedStandState } from './repo.ts';

/** The hall and the stand as drawn and sold, when the event sells that stand; a 404 otherwise. */
export async function standOfEvent(app: FastifyInstance, eventId: number, hallId: number, number: string) {
  const found = planStand((await app.eventPlans.get(eventId)).halls, hallId, number);
  if (!found) throw notFound('standNotOnPlan', 'stand');
  return { ...found, number: found.stand.number };
}

/**
 * A visitor of the configurator holds one stand for HOLD_MINUTES: a free stand, or the one it holds already (the
 * hold renewed). Holding another stand gives up the first. The visitor is known by a token of its own, made at its
 * first hold and sent back with each renewal; a stand held, optioned, proposed, booked or blocked is a 409 naming it.
 * Only while the event sells by self-selection.
 */
export async function holdStand(app: FastifyInstance, event: { id: number; standSelling: string }, input: StandHoldInput, now = new Date()): Promise<StandHoldAnswer> {
  // Where staff approve requests or place exhibitors, nobody picks a stand for themselves.
  if (event.standSelling !== 'self') throw new AppError(409, 'standSelfSelectionClosed', { property: 'stand' });
  const eventId = event.id;
  const { hall, number } = await standOfEvent(app, eventId, input.hallId, input.stand);
  const token = input.token && isTokenForm(input.token) ? input.token : newToken();
  const hash = hashToken(token);
  const until = new Date(now.getTime() + HOLD_MS);
  const taken = () => new AppError(409, 'standNotAvailable', { property: 'stand', params: { stand: `${number} (${hall.name})` } });
  try {
    await app.db.transaction(async (tx) => {
      const { sale, state } = await lockedStandState(tx, eventId, { hallId: hall.id, hall: hall.name, standNr: number }, now);
      if (!mayHold(state, sale.holdTokenHash === hash)) throw taken();
      await tx
        .update(standSales)
        .set(freedSale(now))
        .where(and(eq(standSales.eventId, eventId), eq(standSales.holdTokenHash, hash), ne(standSales.id, sale.id)));
      await tx.update(standSales).set({ state: 'held', holdTokenHash: hash, until, updatedAt: now }).where(eq(standSales.id, sale.id));
    });
  } catch (error) {
    // The same visitor holding two stands at the same moment: one of them wins.
    throw isUniqueViolation(error) ? taken() : error;
  } finally {
    app.catalogueChanges.changedHere('stands');
  }
  return { token, hallId: hall.id, stand: number, until: until.toISOString() };
}

/** The visitor gives up its hold (it left the stand step or the configurator); nothing to give up is no error. */
export async function releaseHold(app: FastifyInstance, eventId: number, token: string): Promise<void> {
  if (!isTokenForm(token)) return;
  await app.db
    .update(standSales)
    .set(freedSale(new Date()))
    .where(and(eq(standSales.eventId, eventId), eq(standSales.holdTokenHash, hashToken(token)), eq(standSales.state, 'held')));
  app.catalogueChanges.changedHere('stands');
}

/** The stand the visitor's token holds now (a hold that ran out is none): for a visitor coming back to the plan. */
export async function currentHold(app: FastifyInstance, eventId: number, token: string | undefined, now = new Date()) {
  if (!token || !isTokenForm(token)) return null;
  const [held] = await app.db
    .select({ hallId: standSales.hallPlanId, stand: standSales.standNumber, until: standSales.until })
    .from(standSales)
    .where(and(eq(standSales.eventId, eventId), eq(standSales.holdTokenHash, hashToken(token)), eq(standSales.state, 'held'), gt(standSales.until, now)));
  return held ? { hallId: held.hallId, stand: held.stand, until: held.until!.toISOString() } : null;
}
