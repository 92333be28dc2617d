import type { RegistrationRestoreInput } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { registrations } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { findStandHolder, recipientOf, withRegistration } from './desk-actions.ts';
import { restoredMail } from './desk-mails.ts';

/**
 * Withdraws a cancellation (issue 28): the registration is back in the state it had (confirmed, or still waiting
 * for its opt-in: staff send a new link, the old one was voided), with the stand it held unless `withoutStand`. A
 * stand another registration holds now is refused naming that registration; nothing changes then.
 *
 * What was cancelled with it stays cancelled, as the exhibitor was told: its orders (their media went back to
 * stock and may be sold since, their confirmations were voided) and its cancelled invoices (vouchers are final).
 * The exhibitor orders again what it still wants, or staff make it an offer; the mail says so.
 */
export async function restoreRegistration(app: FastifyInstance, id: number, { withoutStand = false }: RegistrationRestoreInput, actor: Actor) {
  let stand = { hall: '', standNr: '' };
  const restore = withRegistration(
    app,
    id,
    async (tx, registration, entry) => {
      const former = { hall: registration.canceledHall, standNr: registration.canceledStandNr };
      if (!withoutStand) stand = former;
      const holder = stand.standNr ? await findStandHolder(tx, registration, stand) : undefined;
      if (holder) {
        const params = { ...stand, company: holder.company, registrationId: holder.id };
        throw new AppError(409, 'standTakenSinceCancel', { property: 'withoutStand', params });
      }
      await tx.update(registrations).set({ canceledAt: null, cancelReason: '', canceledHall: '', canceledStandNr: '', ...stand }).where(eq(registrations.id, id));
      const state = registration.isConfirmed ? 'confirmed' : 'unconfirmed';
      await recordChange(tx, actor, {
        entity: 'registration',
        entityId: id,
        action: 'update',
        before: { state: 'canceled', cancelReason: registration.cancelReason, ...former },
        after: { restoredTo: state, ...stand },
      });
      const recipient = await recipientOf(tx, registration, entry);
      if (recipient) await queueMail(tx, restoredMail(recipient, stand, registration.isConfirmed));
    },
    'canceled',
  );
  try {
    await restore;
  } catch (error) {
    // Another desk gave the stand at the same moment: the unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError(409, 'standTaken', { property: 'withoutStand', params: { ...stand, company: '' } });
    throw error;
  }
}
