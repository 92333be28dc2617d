import { staffMayChange } from '@messeportal/domain';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { standProposals, standSales } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { withdrawOpenProposal } from './claim-stand.ts';
import { freedSale, lockedStandState, type PlanStandRef, type StandSaleRow } from './repo.ts';

/**
 * The changes staff make to a stand of the plan that are not a booking (claimPlanStand books): each under the
 * stand's row lock, refused with a 409 naming the stand when its state does not allow it (staffMayChange).
 * Each answers the row as it was, for the audit log.
 */

const notAvailable = (stand: PlanStandRef) => new AppError(409, 'standNotAvailable', { property: 'stand', params: { stand: `${stand.standNr} (${stand.hall})` } });

function refuseUnless(allowed: boolean, stand: PlanStandRef) {
  if (!allowed) throw notAvailable(stand);
}

/** The stand proposed to a registration until the objection deadline; its proposal of another stand ends. */
export async function proposeStand(tx: Tx, eventId: number, stand: PlanStandRef, registration: { id: number; companyId: number }, deadline: Date, now: Date): Promise<StandSaleRow> {
  const { sale, state } = await lockedStandState(tx, eventId, stand, now);
  const same = (state === 'option' && sale.companyId === registration.companyId) || (state === 'proposed' && sale.registrationId === registration.id);
  refuseUnless(staffMayChange('propose', state, same), stand);
  await withdrawOpenProposal(tx, registration.id, now);
  await tx.insert(standProposals).values({ eventId, registrationId: registration.id, hallPlanId: stand.hallId, standNumber: stand.standNr, deadline });
  await tx
    .update(standSales)
    .set({ state: 'proposed', registrationId: registration.id, companyId: registration.companyId, until: deadline, holdTokenHash: null, reason: '', updatedAt: now })
    .where(eq(standSales.id, sale.id));
  return sale;
}

/** An option on the stand for a company until `until`, at most `maxOptions` options per company in the event. */
export async function optionStand(tx: Tx, eventId: number, stand: PlanStandRef, option: { companyId: number; until: Date; note: string; maxOptions: number }, now: Date): Promise<StandSaleRow> {
  const { sale, state } = await lockedStandState(tx, eventId, stand, now);
  refuseUnless(staffMayChange('option', state, state === 'option' && sale.companyId === option.companyId), stand);
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(standSales)
    .where(and(eq(standSales.eventId, eventId), eq(standSales.companyId, option.companyId), eq(standSales.state, 'option'), gt(standSales.until, now), ne(standSales.id, sale.id)));
  if (held!.n >= option.maxOptions) throw new AppError(409, 'optionLimitReached', { property: 'companyId', params: { max: option.maxOptions } });
  await tx
    .update(standSales)
    .set({ state: 'option', companyId: option.companyId, registrationId: null, until: option.until, reason: option.note, holdTokenHash: null, updatedAt: now })
    .where(eq(standSales.id, sale.id));
  return sale;
}

/** The stand blocked from sale, with why (a technical reason, kept for a partner …). */
export async function blockStand(tx: Tx, eventId: number, stand: PlanStandRef, reason: string, now: Date): Promise<StandSaleRow> {
  const { sale, state } = await lockedStandState(tx, eventId, stand, now);
  refuseUnless(staffMayChange('block', state, false), stand);
  await tx.update(standSales).set({ state: 'blocked', reason, registrationId: null, companyId: null, until: null, updatedAt: now }).where(eq(standSales.id, sale.id));
  return sale;
}

/**
 * The stand free again: a hold, an option, a proposal (withdrawn) or a block ends. A booked stand is freed by
 * taking it from its registration (the desk's stand assignment), which tells the exhibitor: refused here.
 */
export async function releaseStand(tx: Tx, eventId: number, stand: PlanStandRef, now: Date): Promise<StandSaleRow> {
  const { sale, state } = await lockedStandState(tx, eventId, stand, now);
  refuseUnless(staffMayChange('release', state, false) && state !== 'booked', stand);
  if (state === 'proposed' && sale.registrationId) await withdrawOpenProposal(tx, sale.registrationId, now);
  await tx.update(standSales).set(freedSale(now)).where(eq(standSales.id, sale.id));
  return sale;
}
