import { formatMoney, formatNumber, moneyWords, taxCaseNote, vatRowLabel, type Lang, type PriceLine, type PriceTotals, type TaxCase } from '@messeportal/domain';
import { unitLabel } from '../../catalogue/reading/presenter.ts';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

const texts = {
  de: {
    subject: (event: string) => `Ihre Servicebestellungen zur ${event}`,
    greeting: 'Guten Tag,',
    body: (event: string) => `Sie haben für die ${event} diese Serviceleistungen gebucht:`,
    none: 'Derzeit sind keine Serviceleistungen gebucht.',
    header: ['Leistung', moneyWords.de.quantity, moneyWords.de.unitPrice, moneyWords.de.amount],
    net: moneyWords.de.net,
    gross: moneyWords.de.gross,
    attached: (number: string) => `Im Anhang finden Sie diese Aufstellung als PDF (${number}).`,
  },
  en: {
    subject: (event: string) => `Your service bookings for ${event}`,
    greeting: 'Hello,',
    body: (event: string) => `You have booked these services for ${event}:`,
    none: 'No services are booked at the moment.',
    header: ['Service', moneyWords.en.quantity, moneyWords.en.unitPrice, moneyWords.en.amount],
    net: moneyWords.en.net,
    gross: moneyWords.en.gross,
    attached: (number: string) => `You will find this list attached as a PDF (${number}).`,
  },
} as const;

/** The booked services of a registration, mailed to the main contact on "save and send" with their document's PDF. */
export function bookedServicesMail(options: {
  recipient: string;
  lang: Lang;
  eventName: string;
  currency: string;
  lines: readonly PriceLine[];
  totals: PriceTotals;
  taxCase: TaxCase;
  document: { id: number; number: string };
}): QueuedMail {
  const { lang, currency } = options;
  const t = texts[lang];
  const money = (cents: number) => formatMoney(cents, lang, currency);
  const rows = options.lines.map((l) => [l.description, `${formatNumber(l.amount, lang)} ${unitLabel(l.unit, lang, l.amount)}`, money(l.priceSingle), money(l.sum)]);
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs: rows.length > 0 ? [t.body(options.eventName), taxCaseNote(options.taxCase, lang)].filter((paragraph) => paragraph !== '') : [t.none],
    ...(rows.length > 0
      ? {
          table: { rows: [[...t.header], ...rows], alignRightFrom: 1 },
          totals: [
            [t.net, money(options.totals.net)],
            [vatRowLabel(options.taxCase, lang), money(options.totals.vat)],
            [t.gross, money(options.totals.gross)],
          ] as [string, string][],
        }
      : {}),
    note: t.attached(options.document.number),
  });
  return {
    kind: 'booked_services',
    recipient: options.recipient,
    lang,
    subject: t.subject(options.eventName),
    ...body,
    documentId: options.document.id,
  };
}
