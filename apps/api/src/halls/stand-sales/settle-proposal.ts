import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { hallPlans, registrations, standProposals, standSales } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { freedSale, lockStand } from './repo.ts';

export type ProposalAnswer = 'accepted' | 'objected' | 'deemed';

/**
 * Ends an open placement proposal: accepted (by the exhibitor, or 'deemed' by silence past the deadline), the stand
 * becomes the registration's; objected, with the exhibitor's reason for the desk, the stand is free again. Under the
 * proposal's and the stand's row locks, so an answer and the deadline passing settle it once. The exhibitor's own
 * answer comes too late after the deadline (409): by then silence has accepted it.
 */
export async function settleProposal(tx: Tx, proposalId: number, answer: ProposalAnswer, objection: string, now: Date) {
  const [proposal] = await tx.select().from(standProposals).where(eq(standProposals.id, proposalId)).for('update');
  if (!proposal || proposal.answer !== null || (answer !== 'deemed' && proposal.deadline <= now)) throw new AppError(409, 'proposalNotOpen');
  const [hall] = await tx.select({ name: hallPlans.name }).from(hallPlans).where(eq(hallPlans.id, proposal.hallPlanId));
  const sale = await lockStand(tx, proposal.eventId, proposal.hallPlanId, proposal.standNumber);
  if (answer !== 'objected') {
    await tx.update(registrations).set({ hall: hall!.name, standNr: proposal.standNumber }).where(eq(registrations.id, proposal.registrationId));
  }
  await tx.update(standProposals).set({ answer, answeredAt: now, objection: answer === 'objected' ? objection : '' }).where(eq(standProposals.id, proposalId));
  if (sale.state === 'proposed' && sale.registrationId === proposal.registrationId) {
    await tx.update(standSales).set(freedSale(now)).where(eq(standSales.id, sale.id));
  }
  return { ...proposal, hall: hall!.name };
}

/**
 * Proposals whose deadline passed without an answer count as accepted (German terms of participation): settled
 * whenever the desk or the exhibitor looks, by whichever API process, each once (settleProposal's locks).
 */
export async function acceptSilentProposals(app: FastifyInstance, eventId: number, now = new Date()) {
  const due = await app.db
    .select({ id: standProposals.id })
    .from(standProposals)
    .where(and(eq(standProposals.eventId, eventId), isNull(standProposals.answer), lt(standProposals.deadline, now)));
  for (const { id } of due) {
    await app.db.transaction((tx) => settleProposal(tx, id, 'deemed', '', now)).catch((error: unknown) => {
      // Another process settled it a moment before.
      if (!(error instanceof AppError)) throw error;
    });
  }
  if (due.length > 0) app.catalogueChanges.changedHere('exhibitors');
}
