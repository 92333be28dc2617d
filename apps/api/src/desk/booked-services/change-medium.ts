import { amountToCents, earlyBookingRuns, langFromLocale, lowerMediumPositions, mediaPriceLine, priceTotals, unitLabel, type staffMediumBookingSchema } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { taxCaseOfCompany } from '../../documents/buyer-tax-case.ts';
import { issueDocument } from '../../documents/issue-document.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { assertWithinNetTotalLimit } from '../../selling/pricing/net-total-limit.ts';
import { findMediaItems, insertOrder } from '../../selling/orders/repo.ts';
import { takeStockOrFail } from '../../selling/orders/take-stock.ts';
import { recipientOf, withRegistration } from '../registration-desk/desk-actions.ts';
import { findMainContactRow, lowerPositions, mediaPositions } from './media-repo.ts';
import { bookingChangedMail } from './services-mails.ts';

type MediumInput = z.output<typeof staffMediumBookingSchema>;

/**
 * Staff set how many pieces of an advertising medium a registration holds (issue 28), also after the print
 * deadline that closes the exhibitor's own media orders. More pieces are a binding media order placed by staff
 * for the exhibitor's main contact (the stock taken under its row lock, an order confirmation issued), at the
 * catalogue's price or a deviating one with its reason; fewer are taken from its orders, newest first, and go back
 * to stock. One audit entry in the transaction and a mail to the main contact in its language. What invoices
 * billed beyond the new amount is proposed as a credit note (answerServices).
 */
export async function changeMedium(app: FastifyInstance, registrationId: number, itemId: number, input: MediumInput, actor: Actor) {
  await withRegistration(app, registrationId, async (tx, registration, entry) => {
    const [item] = await findMediaItems(tx, entry.event.id, [itemId]);
    if (!item) throw notFound('mediumNotInEvent', 'itemId');
    const positions = await mediaPositions(tx, registrationId, itemId);
    const before = positions.reduce((total, position) => total + position.amount, 0);
    if (input.amount === before) return;
    const taxCase = await taxCaseOfCompany(tx, registration.companyId, entry.event.vatRate);
    const contact = await findMainContactRow(tx, registration.companyId);
    if (!contact) throw new AppError(409, 'noMainContact');
    const lang = langFromLocale(contact.lang);
    const name = lang === 'en' ? item.nameEn : item.nameDe;
    const deviatingPrice = input.price == null ? null : amountToCents(input.price);
    let priceSingle = positions.at(-1)?.priceSingle ?? item.price;

    if (input.amount > before) {
      const now = new Date();
      const line = mediaPriceLine({ ...item, name }, input.amount - before, { earlyBookingRuns: earlyBookingRuns(entry.event.earlyBookerEndsAt, now), deviatingPrice })!;
      assertWithinNetTotalLimit([line]);
      priceSingle = line.priceSingle;
      const totals = priceTotals([line], taxCase.rateBp);
      const comment = deviatingPrice === null ? '' : input.reason;
      const order = { eventId: entry.event.id, companyId: registration.companyId, registrationId, contactId: contact.id };
      const data = { medias: [{ id: itemId, amount: line.amount, price: input.price ?? null }], comment, byStaff: true };
      const orderId = await insertOrder(tx, { ...order, type: 'media', comment, lang, netCents: totals.net, vatCents: totals.vat, grossCents: totals.gross, data }, [line], []);
      await issueDocument(tx, { type: 'confirmation', status: 'open', companyId: registration.companyId, registrationId, orderId, totals, taxCase, now });
      await takeStockOrFail(tx, new Map([[itemId, line.amount]]));
    } else {
      await lowerPositions(tx, itemId, positions, lowerMediumPositions(positions, before - input.amount), taxCase.rateBp);
    }

    const reason = input.amount > before && deviatingPrice !== null ? input.reason : '';
    await recordChange(tx, actor, {
      entity: 'registration',
      entityId: registrationId,
      action: before === 0 ? 'create' : input.amount === 0 ? 'delete' : 'update',
      before: { mediaItemId: itemId, amount: before },
      after: { mediaItemId: itemId, amount: input.amount, ...(reason && { priceDeviating: deviatingPrice, priceReason: reason }) },
    });
    const recipient = await recipientOf(tx, registration, entry);
    if (!recipient) return;
    const told = (amount: number, price: number, why: string) => (amount > 0 ? { amount, checked: false, unit: unitLabel('piece', lang, amount), priceSingle: price, reason: why } : null);
    const shown = [told(before, positions.at(-1)?.priceSingle ?? item.price, ''), told(input.amount, priceSingle, reason)] as const;
    await queueMail(tx, bookingChangedMail(recipient, 'media', name, [shown[0], shown[1]], entry.event.currency));
  });
}
