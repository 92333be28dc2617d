import { priceTotals, withoutPasswords, type Configuration, type Lang, type PriceLine } from '@messeportal/domain';
import type { Tx } from '../../platform/db/client.ts';
import { taxCaseOfCompany } from '../../documents/buyer-tax-case.ts';
import { issueDocument } from '../../documents/issue-document.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { orderCopyMail } from '../../platform/mail/staff-copy-mails.ts';
import type { OfferRow } from '../offers/repo.ts';
import { findCopyTarget } from '../../platform/settings/copy-target.ts';
import { acceptOffer } from './order-offer.ts';
import { orderSummaryMail, registrationConfirmMail } from './order-mails.ts';
import { insertOrder } from './repo.ts';
import { takeStockOrFail } from './take-stock.ts';

export interface OrderToRecord {
  entry: CatalogEvent;
  companyId: number;
  registrationId: number;
  contactId: number;
  /** The offer ordered, if any: it is accepted and locked. */
  offer: OfferRow | undefined;
  type: 'offer' | 'registration';
  /** What was ordered, with the customer's comment; stored with the order. */
  content: Configuration;
  /** The priced positions, in the recipient's language. */
  lines: PriceLine[];
  /** The same positions in German, for the organiser's copy. */
  linesDe: PriceLine[];
  /** The media pieces the order takes from the stock. */
  chosen: Map<number, number>;
  recipient: { email: string; lang: Lang };
  /** A new registration's double opt-in link and the days it is valid, mailed before the summary. */
  confirmLink?: { href: string; validDays: number };
  now: Date;
}

/**
 * Writes a checked and priced binding order in its transaction, its VAT by the company's tax case as its invoice
 * will have it (the company and its address are written by then): the order with its positions and its mails (a
 * new registration's double opt-in, the order summary, the organiser's copy when the settings name an address)
 * in one statement, the offer accepted, the open order confirmation and, last, the stock, so the number counter
 * and the media rows stay locked only until the commit.
 */
export async function recordOrder(tx: Tx, order: OrderToRecord): Promise<void> {
  const { entry, companyId, registrationId, content, lines, now } = order;
  const { email, lang } = order.recipient;
  const taxCase = await taxCaseOfCompany(tx, companyId, entry.event.vatRate);
  const totals = priceTotals(lines, taxCase.rateBp);
  const mail = { recipient: email, lang, eventName: lang === 'en' ? entry.event.nameEn : entry.event.nameDe };
  const mails = [
    ...(order.confirmLink ? [registrationConfirmMail({ ...mail, link: order.confirmLink.href, validDays: order.confirmLink.validDays })] : []),
    orderSummaryMail({ ...mail, lines, totals, taxCase, currency: entry.event.currency, comment: content.comment }),
  ];
  const copy = await findCopyTarget(tx, companyId);
  if (copy) {
    const { currency, nameDe } = entry.event;
    const of = { recipient: copy.address, companyName: copy.companyName, registrationId, eventName: nameDe, currency, taxCase, totals };
    mails.push(orderCopyMail({ ...of, lines: order.linesDe, kind: order.type, orderedBy: email, comment: content.comment }));
  }
  const orderId = await insertOrder(
    tx,
    {
      eventId: entry.event.id,
      companyId,
      registrationId,
      contactId: order.contactId,
      offerId: order.offer?.id ?? null,
      type: order.type,
      comment: content.comment,
      lang,
      netCents: totals.net,
      vatCents: totals.vat,
      grossCents: totals.gross,
      data: withoutPasswords(content),
    },
    lines,
    mails,
  );
  if (order.offer) await acceptOffer(tx, order.offer, { now, companyId, ordered: content, totalNetCents: totals.net });
  await issueDocument(tx, { type: 'confirmation', status: 'open', companyId, registrationId, orderId, totals, taxCase, now });
  await takeStockOrFail(tx, order.chosen);
}
