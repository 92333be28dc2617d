import type { RegistrationParticipation } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { registrations } from '../../platform/db/schema.ts';
import { changedFields } from '../../selling/companies/field-changes.ts';
import { withRegistration } from './desk-actions.ts';

/**
 * Staff set how a registration takes part (issue 28): its variant and whether on site, virtually or both; one audit
 * entry when something changed. Shown on the desk's and the portal's registration pages; no mail (the organiser
 * tells the exhibitor what a variant means for it).
 */
export async function setParticipation(app: FastifyInstance, id: number, participation: RegistrationParticipation, actor: Actor) {
  await withRegistration(app, id, async (tx, registration) => {
    const change = changedFields(registration, participation);
    if (Object.keys(change.after).length === 0) return;
    await tx.update(registrations).set(participation).where(eq(registrations.id, id));
    await recordChange(tx, actor, { entity: 'registration', entityId: id, action: 'update', ...change });
  });
}
