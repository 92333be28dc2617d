import { chosenMedia, earlyBookingRuns, mediaPriceLine, priceTotals, type Lang, type PriceLine, type PriceTotals } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized, type FieldError } from '../../platform/http/app-error.ts';
import { taxCaseOfCompany } from '../../documents/buyer-tax-case.ts';
import { issueDocument } from '../../documents/issue-document.ts';
import { orderCopyMail } from '../../platform/mail/staff-copy-mails.ts';
import { findCopyTarget } from '../../platform/settings/copy-target.ts';
import { assertPrintOpen } from '../../catalogue/events/deadlines.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { orderSummaryMail } from './order-mails.ts';
import { answerOnce, inOrderTransaction, type OrderIdempotency } from './order-transaction.ts';
import { findMediaItems, findOrderingContact, insertOrder } from './repo.ts';
import { takeStockOrFail } from './take-stock.ts';
import { assertWithinNetTotalLimit } from '../pricing/net-total-limit.ts';

export interface MediaOrderRequest {
  entry: CatalogEvent;
  registrationId: number;
  caller: { companyId: number; contactId: number };
  medias: { id: number; amount: number }[];
  comment: string;
  /** The language of the answer's positions. */
  lang: Lang;
  idempotency?: { key: string; hash: string };
}

export interface MediaOrderResult {
  orderId: number;
  confirmation: { id: number; number: string };
  lines: PriceLine[];
  totals: PriceTotals;
}

/**
 * Advertising media ordered in the portal (SPEC §2 media) for a registration of the caller's company: before
 * the print deadline, priced by the server, the stock taken under row locks as in every binding order (an item
 * short of pieces fails the whole order), confirmed by mail and by an order confirmation (AB-…) among the
 * registration's documents. A repeat with the same `Idempotency-Key` answers the first order.
 */
export async function placeMediaOrder(app: FastifyInstance, request: MediaOrderRequest): Promise<MediaOrderResult> {
  const scope = `media:fe:${request.caller.companyId}`;
  const idempotency = request.idempotency && { scope, ...request.idempotency };
  return answerOnce(app, idempotency, () => placeOnce(app, request, idempotency));
}

async function placeOnce(app: FastifyInstance, request: MediaOrderRequest, idempotency: OrderIdempotency | undefined): Promise<MediaOrderResult> {
  const { entry, registrationId, caller } = request;
  const now = new Date();
  assertPrintOpen(entry.event, now);
  const chosen = chosenMedia(request.medias);
  if (chosen.size === 0) throw new AppError(400, 'required', { property: 'medias' });
  const contact = await findOrderingContact(app.db, caller.contactId, entry.event.id);
  if (!contact) throw unauthorized();
  const mailLang: Lang = contact.lang === 'en' ? 'en' : 'de';

  return inOrderTransaction(app, idempotency, async (tx) => {
    const items = (await findMediaItems(tx, entry.event.id, [...chosen.keys()])).filter((item) => item.isActive && item.isConfigurator);
    const offered = new Set(items.map((item) => item.id));
    const missing: FieldError[] = [...chosen.keys()].filter((id) => !offered.has(id)).map((id) => ({ property: `media_${id}`, code: 'mediaNotOffered' }));
    if (missing.length > 0) throw new AppError(400, 'badRequest', { fields: missing });

    const early = earlyBookingRuns(entry.event.earlyBookerEndsAt, now);
    const priced = (lang: Lang) =>
      items.flatMap((item) => mediaPriceLine({ ...item, name: lang === 'en' ? item.nameEn : item.nameDe }, chosen.get(item.id), { earlyBookingRuns: early }) ?? []);
    // Stored and mailed in the contact's language, like every order; answered in the caller's.
    const lines = priced(mailLang);
    assertWithinNetTotalLimit(lines);
    const taxCase = await taxCaseOfCompany(tx, caller.companyId, entry.event.vatRate);
    const totals = priceTotals(lines, taxCase.rateBp);
    const order = { eventId: entry.event.id, companyId: caller.companyId, registrationId, contactId: contact.id };
    const { currency } = entry.event;
    const mails = [
      orderSummaryMail({
        recipient: contact.email,
        lang: mailLang,
        eventName: mailLang === 'en' ? entry.event.nameEn : entry.event.nameDe,
        lines,
        totals,
        taxCase,
        currency,
        comment: request.comment,
      }),
    ];
    const copy = await findCopyTarget(tx, caller.companyId);
    if (copy) {
      const of = { recipient: copy.address, companyName: copy.companyName, registrationId, eventName: entry.event.nameDe, currency, taxCase, totals };
      mails.push(orderCopyMail({ ...of, lines: mailLang === 'de' ? lines : priced('de'), kind: 'media', orderedBy: contact.email, comment: request.comment }));
    }
    const orderId = await insertOrder(
      tx,
      {
        ...order,
        type: 'media',
        comment: request.comment,
        lang: mailLang,
        netCents: totals.net,
        vatCents: totals.vat,
        grossCents: totals.gross,
        data: { medias: request.medias, comment: request.comment },
      },
      lines,
      mails,
    );
    const confirmation = await issueDocument(tx, { type: 'confirmation', status: 'open', companyId: caller.companyId, registrationId, orderId, totals, taxCase, now });
    await takeStockOrFail(tx, chosen);
    return { orderId, confirmation: { id: confirmation.id, number: confirmation.number }, lines: priced(request.lang), totals };
  });
}
