import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { decideFireplaceConnection } from '../../desk/registration-desk/fireplace-decisions.ts';
import type { Actor } from '../../platform/audit/record-change.ts';
import type { Tx } from '../../platform/db/client.ts';
import { fireplaceConnections } from '../../platform/db/schema.ts';
import { addFireplaceConnection } from '../../selling/registrations/repo.ts';
import { daysFrom } from './dates.ts';
import type { PlannedRegistration } from './season-plan.ts';

/**
 * The flue gas connections a fireplace exhibitor requested, as the portal's request stores them (at the event's
 * price and billing number, within its limit), a few days after its order. Staff confirmed those requested more
 * than a week ago, as the desk does (mail and audit entry), and refused one for want of a free chimney.
 */
export async function requestFlueGas(
  tx: Tx,
  app: FastifyInstance,
  event: CatalogEvent['event'],
  registration: { id: number; plan: PlannedRegistration },
  context: { now: Date; actor: Actor; refuseFirst: boolean },
) {
  const requestedDaysAgo = Math.max(registration.plan.registeredDaysAgo - 3, 0);
  for (const [index, device] of registration.plan.flueGas.entries()) {
    const values = {
      ...device,
      registrationId: registration.id,
      dischargePressurePa: 12 + index * 2,
      priceCents: event.fireplacePrice,
      billingNumber: event.fireplaceBillingNumber,
      createdAt: daysFrom(context.now, -requestedDaysAgo),
    };
    const connection = await addFireplaceConnection(tx, values, event.fireplaceMaxConnections);
    if (!connection) throw new Error(`Demo seed: registration ${registration.id} requests more flue gas connections than its fair allows`);
    if (requestedDaysAgo < 7) continue;
    const refuse = context.refuseFirst && index === 0;
    const decision = refuse ? { kind: 'refuse' as const, reason: 'Die Abgasanlage an diesem Hallenplatz ist ausgelastet; bitte stellen Sie das Gerät kalt aus.' } : { kind: 'confirm' as const };
    await decideFireplaceConnection(app, registration.id, connection.id, decision, context.actor);
    await tx.update(fireplaceConnections).set({ decidedAt: daysFrom(context.now, 4 - requestedDaysAgo) }).where(eq(fireplaceConnections.id, connection.id));
  }
}
