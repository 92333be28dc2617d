import { dayEndsAt, objectionDeadline, standKey, type StandSaleChange } from '@messeportal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { companies, registrations } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import { standOfEvent } from '../../halls/stand-sales/hold-stand.ts';
import { blockStand, optionStand, proposeStand, releaseStand } from '../../halls/stand-sales/change-sale.ts';
import { planStandAt, type PlanStandRef } from '../../halls/stand-sales/claim-stand.ts';
import { registrationOnStand } from '../../halls/stand-sales/repo.ts';
import { assignStand, recipientOf } from '../registration-desk/desk-actions.ts';
import { moveToStand } from './move-stand.ts';
import { proposalMail } from './proposal-mail.ts';
import { swapStands } from './swap-stands.ts';

/** A registration of the event that is not cancelled, or a 404. */
async function registrationOfEvent(app: FastifyInstance, eventId: number, id: number) {
  const [registration] = await app.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.eventId, eventId), isNull(registrations.canceledAt)));
  if (!registration) throw notFound('registrationNotFound', 'registrationId');
  return registration;
}

/** A company staff option a stand for: any of the organiser's companies, registered for the event or not yet. */
async function existingCompany(app: FastifyInstance, id: number) {
  const [company] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!company) throw notFound('companyNotFound', 'companyId');
}

/**
 * What staff do with a stand of the event's plan at the desk (issue 31): book a registration on it (moving it from
 * its stand, the exhibitor told by mail), propose it (mailed, with the deadline to object), option it for a company
 * until a day, block it, free it, or swap its exhibitor with another booked stand's. Each in one transaction under
 * the stand's row lock (both stands' for a move or a swap), with its audit entry.
 */
export async function changeStandSale(app: FastifyInstance, eventId: number, where: { hallId: number; stand: string }, change: StandSaleChange, actor: Actor, now = new Date()) {
  const { hall, number } = await standOfEvent(app, eventId, where.hallId, where.stand);
  const stand: PlanStandRef = { hallId: hall.id, hall: hall.name, standNr: number };
  if (change.action === 'book') {
    const registration = await registrationOfEvent(app, eventId, change.registrationId);
    // A registration on a stand of the plan moves, under both stands' locks; one without (or typed by hand) is assigned.
    const from = await planStandAt(app, eventId, registration);
    if (from) return moveToStand(app, registration.id, from, stand, actor, now);
    return assignStand(app, change.registrationId, { hall: stand.hall, standNr: stand.standNr }, actor, now);
  }
  if (change.action === 'swap') {
    const other = await standOfEvent(app, eventId, change.hallId, change.stand);
    return swapStands(app, eventId, stand, { hallId: other.hall.id, hall: other.hall.name, standNr: other.number }, actor, now);
  }
  if (change.action === 'release') {
    const booked = await registrationOnStand(app.db, eventId, stand.hall, stand.standNr);
    if (booked) return assignStand(app, booked.id, { hall: '', standNr: '' }, actor, now);
  }
  const entry = (await app.eventCatalog.find(eventId))!;
  const { timeZone } = await readOrganiserSettings(app.db);
  const registration = change.action === 'propose' ? await registrationOfEvent(app, eventId, change.registrationId) : null;
  if (change.action === 'option') await existingCompany(app, change.companyId);
  await app.db.transaction(async (tx) => {
    let before;
    if (change.action === 'propose') {
      const deadline = objectionDeadline(now, entry.event.objectionDays, timeZone);
      before = await proposeStand(tx, eventId, stand, registration!, deadline, now);
      const to = await recipientOf(tx, registration!, entry);
      if (to) await queueMail(tx, proposalMail(to, { ...stand, deadline, registrationId: registration!.id }, app.config.publicUrl, timeZone));
    } else if (change.action === 'option') {
      const option = { companyId: change.companyId, until: dayEndsAt(change.until, timeZone), note: change.note, maxOptions: entry.event.maxOptionsPerCompany };
      before = await optionStand(tx, eventId, stand, option, now);
    } else if (change.action === 'block') {
      before = await blockStand(tx, eventId, stand, change.reason, now);
    } else {
      before = await releaseStand(tx, eventId, stand, now);
    }
    const { state, registrationId, companyId, until, reason } = before;
    await recordChange(tx, actor, { entity: 'standSale', entityId: `${eventId}/${hall.id}/${standKey(number)}`, action: 'update', before: { state, registrationId, companyId, until, reason }, after: change });
  });
  app.mailQueued();
  app.catalogueChanges.changedHere('stands');
}
