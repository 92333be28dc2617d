import {
  checkStandSize,
  documentStates,
  langFromLocale,
  mayMoveOrder,
  priceTotals,
  registrationState,
  standKey,
  standPriceLines,
  type OrderState,
  type OrderStatusInput,
  type RegistrationCancel,
  type StandAssignmentInput,
  type StandChangeInput,
} from '@messeportal/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { companies, orders, registrations } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { taxCaseOfCompany } from '../../documents/buyer-tax-case.ts';
import { issueDocument } from '../../documents/issue-document.ts';
import { labelOf } from '../../documents/presenter.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { holdCatalogueRows } from '../../catalogue/reading/held-rows.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { confirmLink, registrationConfirmMail } from '../../selling/orders/order-mails.ts';
import { newConfirmLink } from '../../selling/orders/confirm-link.ts';
import { cancelInvoiceIn } from '../../invoicing/cancel-invoice.ts';
import { liveInvoices } from '../../invoicing/invoicing-repo.ts';
import { findMainContact } from '../../selling/registrations/repo.ts';
import { canceledMail, confirmedByStaffMail, standMail, standTypeMail } from './desk-mails.ts';
import { claimPlanStand, planStandAt } from '../../halls/stand-sales/claim-stand.ts';
import { cancellableOrders, moveOrders } from './order-states.ts';

type Registration = typeof registrations.$inferSelect;

/**
 * The registration locked for a desk action, with its event; a cancelled one refuses every change but restoring
 * (`expected` 'canceled', which refuses any other). Each action runs in one transaction with its audit entry and
 * its mail, so it happens whole or not at all.
 */
export async function withRegistration<T>(
  app: FastifyInstance,
  id: number,
  work: (tx: Tx, registration: Registration, entry: CatalogEvent) => Promise<T>,
  expected: 'open' | 'canceled' = 'open',
) {
  // The event is looked up first: a catalogue read inside the transaction (its cache expired) would wait for
  // PGlite's one connection, which the transaction holds, for ever.
  const [event] = await app.db.select({ id: registrations.eventId }).from(registrations).where(eq(registrations.id, id));
  if (!event) throw notFound('registrationNotFound');
  const entry = await app.eventCatalog.find(event.id);
  if (!entry) throw notFound('eventNotFound');
  const result = await app.db.transaction(async (tx) => {
    const [registration] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
    if (!registration) throw notFound('registrationNotFound');
    if (expected === 'open' && registration.canceledAt) throw new AppError(409, 'registrationCanceled');
    if (expected === 'canceled' && !registration.canceledAt) throw new AppError(409, 'registrationNotCanceled');
    return work(tx, registration, entry);
  });
  app.mailQueued();
  // A desk action may give, move or free a stand of the plan: this process's next states and exhibitors show it.
  app.catalogueChanges.changedHere('exhibitors');
  return result;
}

/** The main contact the company's mails go to, in its language, with the event's name in that language. */
export async function recipientOf(tx: Tx, registration: Registration, entry: CatalogEvent) {
  const contact = await findMainContact(tx, registration.companyId);
  if (!contact) return undefined;
  const lang = langFromLocale(contact.lang);
  return { recipient: contact.email, lang, eventName: lang === 'en' ? entry.event.nameEn : entry.event.nameDe };
}

/**
 * Hall and stand number, once per hall of the event; the exhibitor is told of a new, moved or withdrawn stand. A stand
 * of the event's hall plan is taken under its row lock, as visitors' holds and orders take it (claimPlanStand).
 */
export async function assignStand(app: FastifyInstance, id: number, typed: Required<StandAssignmentInput>, actor: Actor, now = new Date()) {
  const [event] = await app.db.select({ id: registrations.eventId }).from(registrations).where(eq(registrations.id, id));
  const planStand = event ? await planStandAt(app, event.id, typed) : null;
  // A stand of the plan is written as the plan names it.
  const stand = planStand ? { hall: planStand.hall, standNr: planStand.standNr } : typed;
  try {
    return await withRegistration(app, id, async (tx, registration, entry) => {
      const before = { hall: registration.hall, standNr: registration.standNr };
      if (before.hall === stand.hall && before.standNr === stand.standNr) return;
      if (planStand) await claimPlanStand(tx, registration.eventId, planStand, registration, now);
      if (stand.standNr) await refuseTakenStand(tx, registration, stand);
      await tx.update(registrations).set(stand).where(eq(registrations.id, id));
      await recordChange(tx, actor, { entity: 'registration', entityId: id, action: 'update', before, after: stand });
      const recipient = await recipientOf(tx, registration, entry);
      if (recipient && (stand.standNr || before.standNr)) await queueMail(tx, standMail(recipient, stand, before));
    });
  } catch (error) {
    // Two desks giving the same stand at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError(409, 'standTaken', { property: 'standNr', params: { ...stand, company: '' } });
    throw error;
  }
}

/** Refuses a stand another registration of the event holds, also under a number that only looks different (standKey). */
async function refuseTakenStand(tx: Tx, registration: Registration, stand: { hall: string; standNr: string }) {
  const holder = await findStandHolder(tx, registration, stand);
  if (holder) throw new AppError(409, 'standTaken', { property: 'standNr', params: { ...stand, company: holder.company } });
}

/** The other registration of the event that holds the stand, also under a number that only looks different (standKey). */
export async function findStandHolder(tx: Tx, registration: Registration, stand: { hall: string; standNr: string }) {
  const given = await tx
    .select({ id: registrations.id, company: companies.name, hall: registrations.hall, standNr: registrations.standNr })
    .from(registrations)
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(and(eq(registrations.eventId, registration.eventId), ne(registrations.id, registration.id), ne(registrations.standNr, '')));
  const key = [standKey(stand.hall), standKey(stand.standNr)].join(' ');
  return given.find((other) => [standKey(other.hall), standKey(other.standNr)].join(' ') === key);
}

/**
 * Another stand type of the event or another size: checked against the type's range as in the configurator,
 * the stand positions priced again by the same rules, and a changed order confirmation issued and mailed.
 */
export async function changeStand(app: FastifyInstance, id: number, change: StandChangeInput, actor: Actor, now = new Date()) {
  return withRegistration(app, id, async (tx, registration, entry) => {
    const config = entry.standConfigs.find((c) => c.id === change.standConfigId);
    // Held until the commit, so that the type cannot be deleted under the registration (holdCatalogueRows).
    const gone = await holdCatalogueRows(tx, { standConfigs: [change.standConfigId] });
    if (!config || gone.standConfigs.size > 0) throw new AppError(422, 'standConfigNotInEvent', { property: 'standConfigId' });
    const size = checkStandSize(change.standSize, config);
    if (!size.ok) throw new AppError(422, 'standSizeOutOfRange', { property: 'standSize', params: { min: size.min, max: size.max } });
    const before = { standConfigId: registration.standConfigId, standType: registration.standType, standSize: registration.standSize };
    const after = { standConfigId: config.id, standType: config.standType, standSize: size.qm };
    await tx.update(registrations).set(after).where(eq(registrations.id, id));
    await recordChange(tx, actor, { entity: 'registration', entityId: id, action: 'update', before, after });
    const recipient = await recipientOf(tx, registration, entry);
    const lang = recipient?.lang ?? 'de';
    const lines = standPriceLines(config.priceRules, size.qm, lang);
    const taxCase = await taxCaseOfCompany(tx, registration.companyId, entry.event.vatRate);
    const document = await issueDocument(tx, {
      type: 'confirmation',
      status: 'open',
      companyId: registration.companyId,
      registrationId: id,
      totals: priceTotals(lines, taxCase.rateBp),
      taxCase,
      positions: lines,
      now,
    });
    const typeName = lang === 'en' ? config.nameEn : config.nameDe;
    if (recipient) await queueMail(tx, standTypeMail(recipient, { typeName, size: size.qm }, document));
    return document;
  });
}

/** Staff confirm on the exhibitor's behalf: the double opt-in link stops working, the exhibitor is told. */
export async function confirmOnBehalf(app: FastifyInstance, id: number, actor: Actor) {
  return withRegistration(app, id, async (tx, registration, entry) => {
    if (registration.isConfirmed) throw new AppError(409, 'registrationAlreadyConfirmed');
    await tx
      .update(registrations)
      .set({ isConfirmed: true, confirmedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(registrations.id, id));
    await recordChange(tx, actor, { entity: 'registration', entityId: id, action: 'update', before: { isConfirmed: false }, after: { isConfirmed: true } });
    const recipient = await recipientOf(tx, registration, entry);
    if (recipient) await queueMail(tx, confirmedByStaffMail(recipient));
  });
}

/** A new double opt-in link to the main contact, valid for the settings' days from now; the old link stops working. */
export async function sendNewConfirmLink(app: FastifyInstance, id: number, actor: Actor, now = new Date()) {
  return withRegistration(app, id, async (tx, registration, entry) => {
    if (registration.isConfirmed) throw new AppError(409, 'registrationAlreadyConfirmed');
    const recipient = await recipientOf(tx, registration, entry);
    if (!recipient) throw new AppError(409, 'noMainContact');
    const { token, tokenHash, expiresAt, validDays } = await newConfirmLink(tx, now);
    await tx.update(registrations).set({ confirmTokenHash: tokenHash, confirmExpiresAt: expiresAt }).where(eq(registrations.id, id));
    await recordChange(tx, actor, { entity: 'registration', entityId: id, action: 'update', after: { confirmLinkTo: recipient.recipient } });
    await queueMail(tx, registrationConfirmMail({ ...recipient, link: confirmLink(app.config.publicUrl, id, token, recipient.lang), validDays }));
    return { recipient: recipient.recipient, expiresAt };
  });
}

/**
 * Cancels the registration: its stand is given free, every order not yet delivered is cancelled with it (its
 * media pieces go back to stock), the open link stops working. Its live invoices are cancelled by vouchers in
 * the same transaction when asked (`cancelInvoices`); else they are left for a credit note (a cancellation fee
 * may be owed).
 */
export async function cancelRegistration(app: FastifyInstance, id: number, { reason, cancelInvoices }: RegistrationCancel, actor: Actor) {
  return withRegistration(app, id, async (tx, registration, entry) => {
    if (cancelInvoices) for (const invoice of await liveInvoices(tx, id)) await cancelInvoiceIn(tx, invoice.id, reason, actor);
    const orderIds = await cancellableOrders(tx, id);
    await moveOrders(tx, orderIds, 'canceled');
    const [{ canceledAt }] = (await tx
      .update(registrations)
      .set({ canceledAt: sql`now()`, cancelReason: reason, hall: '', standNr: '', canceledHall: registration.hall, canceledStandNr: registration.standNr, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(registrations.id, id))
      .returning({ canceledAt: registrations.canceledAt })) as [{ canceledAt: Date | null }];
    await recordChange(tx, actor, {
      entity: 'registration',
      entityId: id,
      action: 'update',
      before: { state: registrationState(registration), hall: registration.hall, standNr: registration.standNr },
      after: { canceledAt: canceledAt?.toISOString(), cancelReason: reason, canceledOrders: orderIds.join(', ') },
    });
    const recipient = await recipientOf(tx, registration, entry);
    if (recipient) await queueMail(tx, canceledMail(recipient, reason));
  });
}

/** An order moved along ORDER_TRANSITIONS; anything else is refused naming both states. */
export async function moveOrder(app: FastifyInstance, orderId: number, { status: to }: Required<OrderStatusInput>, actor: Actor, lang: 'de' | 'en') {
  return app.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, status: orders.status, registrationId: orders.registrationId }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('notFound');
    const from = order.status as OrderState;
    if (!mayMoveOrder(from, to)) {
      const params = { from: labelOf(documentStates, from, lang), to: labelOf(documentStates, to, lang) };
      throw new AppError(409, 'orderTransitionNotAllowed', { property: 'status', params });
    }
    await moveOrders(tx, [order.id], to);
    const entityId = order.registrationId;
    await recordChange(tx, actor, { entity: 'registration', entityId, action: 'update', before: { orderId: order.id, status: from }, after: { orderId: order.id, status: to } });
    return order.registrationId;
  });
}
