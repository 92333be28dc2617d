import { bookedLines, langFromLocale, priceTotals, type Lang, type OrderedService } from '@messeportal/domain';
import type { Tx } from '../../platform/db/client.ts';
import type { OrderBook } from '../../catalogue/reading/repo.ts';
import { taxCaseOfCompany } from '../../documents/buyer-tax-case.ts';
import { issueDocument } from '../../documents/issue-document.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { queueMails, type QueuedMail } from '../../platform/mail/outbox.ts';
import { bookedServicesCopyMail } from '../../platform/mail/staff-copy-mails.ts';
import { findCopyTarget } from '../../platform/settings/copy-target.ts';
import { bookedServicesMail } from './booklet-mail.ts';
import { findMainContact, loadBookletValues } from '../../selling/registrations/repo.ts';

/**
 * "Save and send" of the order booklet (SPEC §2): issues a booked-services document holding what is booked
 * now (ordered bindingly and added in the booklet), and queues its mail with the PDF to the company's main contact, both in the caller's transaction.
 * The document speaks the main contact's language (the caller's when the company has none) and keeps it. Staff
 * get a copy in German with the same PDF when the settings name an order copy address, also when the company has
 * no main contact to mail.
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
  const values = await loadBookletValues(tx, registrationId);
  const lines = bookedLines(input.book.items, values, input.orderedServices, lang);
  const taxCase = await taxCaseOfCompany(tx, companyId, entry.event.vatRate);
  const totals = priceTotals(lines, taxCase.rateBp);
  const document = await issueDocument(tx, {
    type: 'booked_services',
    status: 'open',
    companyId,
    registrationId,
    totals,
    taxCase,
    positions: lines,
    now: input.now,
  });
  const { currency } = entry.event;
  const mails: QueuedMail[] = [];
  if (recipient) {
    const eventName = lang === 'en' ? entry.event.nameEn : entry.event.nameDe;
    mails.push(bookedServicesMail({ recipient: recipient.email, lang, eventName, currency, lines, totals, taxCase, document }));
  }
  const copy = await findCopyTarget(tx, companyId);
  if (copy) {
    const linesDe = lang === 'de' ? lines : bookedLines(input.book.items, values, input.orderedServices, 'de');
    const of = { recipient: copy.address, companyName: copy.companyName, registrationId, eventName: entry.event.nameDe, currency, taxCase };
    mails.push(bookedServicesCopyMail({ ...of, lines: linesDe, totals, document }));
  }
  if (mails.length > 0) await queueMails(tx, mails);
}
