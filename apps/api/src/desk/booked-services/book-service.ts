import { amountToCents, bookletInput, orderBookPriceLine, orderedAmounts, staffBookingIssues, unitLabel, type staffServiceBookingSchema } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { holdCatalogueRows } from '../../catalogue/reading/held-rows.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { registrations } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { lockBookletOrdered } from '../../selling/registrations/repo.ts';
import { assertWithinNetTotalLimit } from '../../selling/pricing/net-total-limit.ts';
import { recipientOf, withRegistration } from '../registration-desk/desk-actions.ts';
import { bookingChangedMail, type ToldBooking } from './services-mails.ts';
import { findBooking, writeBooking, type BookingRow } from './services-repo.ts';

type BookingInput = z.output<typeof staffServiceBookingSchema>;

/**
 * Staff book, change or remove a service of a registration's order booklet (issue 28), also after the tech
 * deadline that closes the exhibitor's own booklet: the booklet's own part of the item (binding orders stay as
 * ordered), at the item's price or a deviating one with its reason, checked by the booklet's rules (unit, stand m²,
 * mandatory). One audit entry in the transaction, and the main contact is told in its language; a save that
 * changes nothing writes neither. Invoicing follows by itself: more than billed is open to invoice, less is a
 * credit note to issue (answerServices proposes it).
 */
export async function bookService(app: FastifyInstance, registrationId: number, itemId: number, input: BookingInput, actor: Actor) {
  // The booklet is read before the transaction (a catalogue read inside it would wait for PGlite's one connection).
  const [found] = await app.db.select({ eventId: registrations.eventId }).from(registrations).where(eq(registrations.id, registrationId));
  if (!found) throw notFound('registrationNotFound', 'id');
  const book = await app.orderBooks.get(found.eventId);
  const item = book.items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound('bookletItemNotInEvent', 'itemId');

  await withRegistration(app, registrationId, async (tx, registration, entry) => {
    const gone = await holdCatalogueRows(tx, { bookletItems: [itemId] });
    if (gone.bookletItems.has(itemId)) throw notFound('bookletItemNotInEvent', 'itemId');
    const ordered = orderedAmounts(await lockBookletOrdered(tx, registrationId)).get(itemId) ?? 0;
    const byTick = bookletInput(item) === 'checkbox';
    const own = byTick ? { amount: 0, checked: input.checked } : { amount: input.amount, checked: false };
    const errors = staffBookingIssues(item, own, ordered, registration.standSize);
    if (errors.length > 0) throw new AppError(400, 'badRequest', { fields: errors.map((e) => ({ property: e.property, code: e.message, params: e.params })) });
    const priceDeviating = input.price == null ? null : amountToCents(input.price);
    const line = orderBookPriceLine({ ...item, title: item.titleDe }, own, priceDeviating);
    if (line) assertWithinNetTotalLimit([line]);

    const before = await findBooking(tx, registrationId, itemId);
    const booked = own.amount > 0 || own.checked;
    const after = booked ? { ...own, priceDeviating, priceReason: priceDeviating === null ? '' : input.reason } : null;
    if (sameBooking(before, after)) return;
    await writeBooking(tx, registrationId, itemId, after ?? { amount: 0, checked: false, priceDeviating: null, priceReason: '' });
    await recordChange(tx, actor, {
      entity: 'registration',
      entityId: registrationId,
      action: !before ? 'create' : after ? 'update' : 'delete',
      before: before ? { orderBookItemId: itemId, ...auditOf(before) } : null,
      after: after ? { orderBookItemId: itemId, ...auditOf(after) } : { orderBookItemId: itemId, removed: true },
    });
    const recipient = await recipientOf(tx, registration, entry);
    if (!recipient) return;
    const told = (booking: typeof after | BookingRow | undefined): ToldBooking | null =>
      booking
        ? {
            amount: booking.amount,
            checked: booking.checked,
            unit: byTick ? '' : unitLabel(item.unit, recipient.lang, booking.amount),
            priceSingle: booking.priceDeviating ?? item.price,
            reason: booking.priceReason,
          }
        : null;
    const title = recipient.lang === 'en' ? item.titleEn : item.titleDe;
    await queueMail(tx, bookingChangedMail(recipient, 'services', title, [told(before), told(after)], entry.event.currency));
  });
}

const auditOf = (booking: { amount: number; checked: boolean; priceDeviating: number | null; priceReason: string }) => ({
  amount: booking.amount,
  checked: booking.checked,
  priceDeviating: booking.priceDeviating,
  priceReason: booking.priceReason,
});

function sameBooking(before: BookingRow | undefined, after: { amount: number; checked: boolean; priceDeviating: number | null; priceReason: string } | null) {
  if (!before || !after) return !before && !after;
  return JSON.stringify(auditOf(before)) === JSON.stringify(auditOf(after));
}
