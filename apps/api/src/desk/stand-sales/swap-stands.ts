import { staffMayChange } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import type { Tx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import type { PlanStandRef } from '../../halls/stand-sales/claim-stand.ts';
import { lockedStandState, lockStandsInOrder, registrationOnStand } from '../../halls/stand-sales/repo.ts';
import { recipientOf } from '../registration-desk/desk-actions.ts';
import { standMail } from '../registration-desk/desk-mails.ts';
import { isOnStand, standLabel } from './move-stand.ts';

const notBooked = (stand: PlanStandRef) => new AppError(409, 'swapNeedsBookedStands', { property: 'stand', params: { stand: standLabel(stand) } });

/** The registration row locked, or a 409 when it no longer has the stand it had when the swap was asked for. */
async function lockRegistrationOn(tx: Tx, id: number, stand: PlanStandRef) {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  if (!row || row.canceledAt || !isOnStand(row, stand)) throw new AppError(409, 'standChangedMeanwhile', { property: 'stand', params: { stand: standLabel(stand) } });
  return row;
}

/**
 * Two booked stands exchange their exhibitors, in one transaction: both registrations' rows (by id), then both stands'
 * rows in a stable order (lockStandsInOrder), so a swap and a move of the same stands wait for each other. Each
 * registration is audited and its exhibitor told of the new stand. Refused (409) when either stand is not booked
 * (staffMayChange 'swap') or changed hands meanwhile.
 */
export async function swapStands(app: FastifyInstance, eventId: number, a: PlanStandRef, b: PlanStandRef, actor: Actor, now = new Date()) {
  if (a.hallId === b.hallId && isOnStand({ hall: b.hall, standNr: b.standNr }, a)) throw new AppError(409, 'swapSameStand', { property: 'stand' });
  const [onA, onB] = [await registrationOnStand(app.db, eventId, a.hall, a.standNr), await registrationOnStand(app.db, eventId, b.hall, b.standNr)];
  if (!onA) throw notBooked(a);
  if (!onB) throw notBooked(b);
  const entry = (await app.eventCatalog.find(eventId))!;
  await app.db.transaction(async (tx) => {
    const [first, second] = onA.id < onB.id ? [[onA.id, a], [onB.id, b]] as const : [[onB.id, b], [onA.id, a]] as const;
    const locked = [await lockRegistrationOn(tx, first[0], first[1]), await lockRegistrationOn(tx, second[0], second[1])];
    await lockStandsInOrder(tx, eventId, [a, b]);
    for (const stand of [a, b]) if (!staffMayChange('swap', (await lockedStandState(tx, eventId, stand, now)).state, false)) throw notBooked(stand);
    const [x, y] = locked[0]!.id === onA.id ? [locked[0]!, locked[1]!] : [locked[1]!, locked[0]!];
    // The index that gives a stand to one registration (registrations_event_stand_uq, migration 0019) is a unique index,
    // which cannot be deferred: the first registration leaves its stand (an empty number is outside the index) before
    // the second takes it, then takes the second's.
    await tx.update(registrations).set({ hall: '', standNr: '' }).where(eq(registrations.id, x.id));
    await tx.update(registrations).set({ hall: a.hall, standNr: a.standNr }).where(eq(registrations.id, y.id));
    await tx.update(registrations).set({ hall: b.hall, standNr: b.standNr }).where(eq(registrations.id, x.id));
    for (const [registration, to] of [[x, b], [y, a]] as const) {
      const before = { hall: registration.hall, standNr: registration.standNr };
      const after = { hall: to.hall, standNr: to.standNr };
      await recordChange(tx, actor, { entity: 'registration', entityId: registration.id, action: 'update', before, after: { ...after, swappedWith: registration === x ? y.id : x.id } });
      const recipient = await recipientOf(tx, registration, entry);
      if (recipient) await queueMail(tx, standMail(recipient, after, before));
    }
  });
  app.mailQueued();
  app.catalogueChanges.changedHere('exhibitors');
}
