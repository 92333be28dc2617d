import { langFromLocale, priceTotals, type Lang, type OrderedService } from '@messeportal/domain';
import type { Tx } from '../../db/client.ts';
import type { OrderBook } from '../catalogue/repo.ts';
import { issueDocument } from '../documents/issue-document.ts';
import type { CatalogEvent } from '../events/repo.ts';
import { queueMail } from '../mail/outbox.ts';
import { bookedServicesMail } from './booklet-mail.ts';
import { bookedLines } from './presenter.ts';
import { findMainContact, loadBookletValues } from './repo.ts';

/**
 * "Save and send" of the order booklet (SPEC §2): issues a booked-services document holding what is booked
 * now (ordered bindingly and added in the booklet), and queues its mail with the PDF to the company's main contact, both in the caller's transaction.
 * The document speaks the main contact's language (the caller's when the company has none) and keeps it.
 */
export async function sendBookedServices(
  tx: Tx,
  input: {
    companyId: number;
    registrationId: number;
    entry: CatalogEvent;
    book: OrderBook;
    /** The services of the registration's binding orders, read under the booklet's lock. */
    orderedServices: readonly OrderedService[];
    lang: Lang;
    now: Date;
  },
) {
  const { companyId, registrationId, entry } = input;
  const recipient = await findMainContact(tx, companyId);
  const lang = recipient ? langFromLocale(recipient.lang) : input.lang;
  const lines = bookedLines(input.book, await loadBookletValues(tx, registrationId), input.orderedServices, lang);
  const totals = priceTotals(lines, entry.event.vatRate);
  const document = await issueDocument(tx, {
    type: 'booked_services',
    status: 'open',
    companyId,
    registrationId,
    totals,
    positions: lines,
    now: input.now,
  });
  if (!recipient) return;
  await queueMail(
    tx,
    bookedServicesMail({
      recipient: recipient.email,
      lang,
      eventName: lang === 'en' ? entry.event.nameEn : entry.event.nameDe,
      currency: entry.event.currency,
      lines,
      totals,
      document,
    }),
  );
}
