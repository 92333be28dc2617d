import { fireplaceDecisionProblem } from '@messeportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fireplaceConnections } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { billedFireplaceConnections } from '../../invoicing/invoicing-repo.ts';
import { recipientOf, withRegistration } from './desk-actions.ts';
import { fireplaceDecisionMail } from './fireplace-mails.ts';
import { lockFireplaceConnection } from './fireplace-repo.ts';

export type FireplaceDecision = { kind: 'confirm' } | { kind: 'refuse'; reason: string };

/**
 * Staff confirm or refuse a requested flue gas connection (a confirmed one may still be refused until an invoice
 * bills it: fireplaceDecisionProblem), with its audit entry on the registration and the exhibitor's mail, in one
 * transaction under the registration's lock. A confirmed connection is a position to invoice from then on.
 */
export async function decideFireplaceConnection(app: FastifyInstance, registrationId: number, connectionId: number, decision: FireplaceDecision, actor: Actor) {
  await withRegistration(app, registrationId, async (tx, registration, entry) => {
    const connection = await lockFireplaceConnection(tx, registrationId, connectionId);
    if (!connection) throw notFound('fireplaceConnectionNotFound');
    const invoiced = (await billedFireplaceConnections(tx, registrationId)).some((billed) => billed.id === connection.id);
    const problem = fireplaceDecisionProblem(connection.state, decision.kind, invoiced);
    if (problem) throw new AppError(409, problem);
    const state = decision.kind === 'confirm' ? 'confirmed' : 'refused';
    const refusalReason = decision.kind === 'refuse' ? decision.reason : '';
    await tx.update(fireplaceConnections).set({ state, refusalReason, decidedAt: sql`now()` }).where(eq(fireplaceConnections.id, connection.id));
    await recordChange(tx, actor, {
      entity: 'registration',
      entityId: registrationId,
      action: 'update',
      before: { fireplaceConnectionId: connection.id, fireplaceState: connection.state },
      after: { fireplaceConnectionId: connection.id, fireplaceState: state, device: connection.deviceName, ...(refusalReason && { reason: refusalReason }) },
    });
    const recipient = await recipientOf(tx, registration, entry);
    const decided = { deviceName: connection.deviceName, priceCents: connection.priceCents, currency: entry.event.currency };
    if (recipient) await queueMail(tx, fireplaceDecisionMail(recipient, decision.kind === 'confirm' ? { ...decided, state: 'confirmed' } : { ...decided, state: 'refused', reason: refusalReason }));
  });
}
