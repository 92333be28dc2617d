import { standKey } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { registrations } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { claimPlanStand, type PlanStandRef } from '../../halls/stand-sales/claim-stand.ts';
import { lockStandsInOrder, registrationOnStand } from '../../halls/stand-sales/repo.ts';
import { recipientOf, withRegistration } from '../registration-desk/desk-actions.ts';
import { standMail } from '../registration-desk/desk-mails.ts';

/** Whether the registration's hall and stand number name this stand of the plan (hall by name, number by standKey). */
export const isOnStand = (registration: { hall: string; standNr: string }, stand: PlanStandRef) =>
  registration.hall.trim().toLowerCase() === stand.hall.toLowerCase() && standKey(registration.standNr) === standKey(stand.standNr);

/** A stand as the messages name it: "B12 (Halle 7)". */
export const standLabel = (stand: PlanStandRef) => `${stand.standNr} (${stand.hall})`;

/**
 * Moves a registration from its stand of the plan to another (dragged at the desk, or "Move to…"), in one
 * transaction: the registration's row first, as every desk action takes it, then both stands' rows in a stable order
 * (lockStandsInOrder). The new stand must be free for it (claimPlanStand: no hold, another's option or proposal, no
 * block) and booked by nobody; the old one is free the moment the registration's hall and number change. Audited,
 * and the exhibitor told. A registration no longer on `from` (moved meanwhile) is refused with a 409.
 */
export async function moveToStand(app: FastifyInstance, registrationId: number, from: PlanStandRef, to: PlanStandRef, actor: Actor, now = new Date()) {
  const taken = () => new AppError(409, 'standNotAvailable', { property: 'stand', params: { stand: standLabel(to) } });
  try {
    await withRegistration(app, registrationId, async (tx, registration, entry) => {
      if (!isOnStand(registration, from)) throw new AppError(409, 'standChangedMeanwhile', { property: 'stand', params: { stand: standLabel(from) } });
      if (from.hallId === to.hallId && standKey(from.standNr) === standKey(to.standNr)) return;
      await lockStandsInOrder(tx, registration.eventId, [from, to]);
      if (await registrationOnStand(tx, registration.eventId, to.hall, to.standNr)) throw taken();
      await claimPlanStand(tx, registration.eventId, to, registration, now);
      const before = { hall: registration.hall, standNr: registration.standNr };
      const after = { hall: to.hall, standNr: to.standNr };
      await tx.update(registrations).set(after).where(eq(registrations.id, registrationId));
      await recordChange(tx, actor, { entity: 'registration', entityId: registrationId, action: 'update', before, after });
      const recipient = await recipientOf(tx, registration, entry);
      if (recipient) await queueMail(tx, standMail(recipient, after, before));
    });
  } catch (error) {
    // The stand booked by a registration typed by hand at the same moment: the unique index lets one through.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
