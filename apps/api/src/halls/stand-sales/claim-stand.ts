import { staffMayChange, standStateAt } from '@messeportal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { standProposals, standSales } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { planStandNamed } from '../event-plan/routes.ts';
import { freedSale, lockStand, type PlanStandRef } from './repo.ts';

export type { PlanStandRef };

/**
 * The stand of the event's plans that a hall and stand number name (the hall by its name, the number by standKey),
 * or null for one typed by hand that no plan has. Read before a transaction: the plans come from the cache.
 */
export async function planStandAt(app: FastifyInstance, eventId: number, stand: { hall: string; standNr: string }): Promise<PlanStandRef | null> {
  if (!stand.standNr) return null;
  const found = planStandNamed((await app.eventPlans.get(eventId)).halls, stand.hall, stand.standNr);
  return found && { hallId: found.hall.id, hall: found.hall.name, standNr: found.stand.number };
}

/**
 * Takes a stand of the plan for a registration staff book on it, under the stand's row lock: refused (409, naming
 * the stand) while a visitor holds it, another company has an option or another registration a proposal on it, or
 * it is blocked. An option or proposal for this exhibitor ends, since the stand is now booked; so does the
 * registration's open proposal of another stand.
 */
export async function claimPlanStand(tx: Tx, eventId: number, stand: PlanStandRef, registration: { id: number; companyId: number }, now: Date): Promise<void> {
  const sale = await lockStand(tx, eventId, stand.hallId, stand.standNr);
  const state = standStateAt(sale, false, now);
  const same = (state === 'option' && sale.companyId === registration.companyId) || (state === 'proposed' && sale.registrationId === registration.id);
  if (!staffMayChange('book', state, same)) throw new AppError(409, 'standNotAvailable', { property: 'standNr', params: { stand: `${stand.standNr} (${stand.hall})` } });
  await tx.update(standSales).set(freedSale(now)).where(eq(standSales.id, sale.id));
  await withdrawOpenProposal(tx, registration.id, now);
}

/** Ends the registration's open proposal, if any, and frees the stand it was proposed (still under its lock order: the stand row is updated, never read). */
export async function withdrawOpenProposal(tx: Tx, registrationId: number, now: Date, answer: 'withdrawn' | 'accepted' = 'withdrawn') {
  const [open] = await tx
    .update(standProposals)
    .set({ answer, answeredAt: now })
    .where(and(eq(standProposals.registrationId, registrationId), isNull(standProposals.answer)))
    .returning();
  if (!open) return;
  await tx
    .update(standSales)
    .set(freedSale(now))
    .where(and(eq(standSales.registrationId, registrationId), eq(standSales.state, 'proposed')));
}
