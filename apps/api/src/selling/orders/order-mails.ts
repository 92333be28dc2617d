import { formatMoney, formatNumber, moneyWords, taxCaseNote, vatRowLabel, type Lang, type PriceLine, type PriceTotals, type TaxCase } from '@messeportal/domain';
import { unitLabel } from '../../catalogue/reading/presenter.ts';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

export const confirmLink = (publicUrl: string, registrationId: number, token: string, lang: Lang) =>
  `${publicUrl}/#/e/confirm/${registrationId}/${token}/${lang}`;

const texts = {
  de: {
    greeting: 'Guten Tag,',
    confirmSubject: (event: string) => `Bitte bestätigen Sie Ihre Anmeldung zur ${event}`,
    confirmBody: (event: string, days: number) =>
      `wir haben Ihre Anmeldung zur ${event} erhalten. Bitte bestätigen Sie sie mit dem folgenden Link. Der Link ist ${days === 1 ? 'einen Tag' : `${days} Tage`} und nur einmal gültig.`,
    confirmLabel: 'Anmeldung bestätigen',
    confirmNote: 'Wenn Sie sich nicht angemeldet haben, können Sie diese E-Mail ignorieren.',
    summarySubject: (event: string) => `Ihre verbindliche Bestellung zur ${event}`,
    summaryBody: (event: string) => `vielen Dank für Ihre verbindliche Bestellung zur ${event}. Sie umfasst diese Positionen:`,
    header: ['Position', moneyWords.de.quantity, moneyWords.de.unitPrice, moneyWords.de.amount],
    net: moneyWords.de.net,
    gross: moneyWords.de.gross,
    comment: (comment: string) => `Ihre Anmerkung: ${comment}`,
  },
  en: {
    greeting: 'Hello,',
    confirmSubject: (event: string) => `Please confirm your registration for ${event}`,
    confirmBody: (event: string, days: number) =>
      `We have received your registration for ${event}. Please confirm it with the following link. The link is valid for ${days === 1 ? 'one day' : `${days} days`} and can be used once.`,
    confirmLabel: 'Confirm registration',
    confirmNote: 'If you did not register, you can ignore this e-mail.',
    summarySubject: (event: string) => `Your binding order for ${event}`,
    summaryBody: (event: string) => `Thank you for your binding order for ${event}. It comprises these items:`,
    header: ['Item', moneyWords.en.quantity, moneyWords.en.unitPrice, moneyWords.en.amount],
    net: moneyWords.en.net,
    gross: moneyWords.en.gross,
    comment: (comment: string) => `Your comment: ${comment}`,
  },
} as const;

interface Recipient {
  recipient: string;
  lang: Lang;
  eventName: string;
}

/** The double opt-in mail: its link and the days it is valid (confirm-link.ts). */
export function registrationConfirmMail({ recipient, lang, eventName, link, validDays }: Recipient & { link: string; validDays: number }): QueuedMail {
  const t = texts[lang];
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs: [t.confirmBody(eventName, validDays)],
    link: { href: link, label: t.confirmLabel },
    note: t.confirmNote,
  });
  return { kind: 'registration_confirm', recipient, lang, subject: t.confirmSubject(eventName), link, ...body };
}

export function orderSummaryMail(
  options: Recipient & { lines: readonly PriceLine[]; totals: PriceTotals; taxCase: TaxCase; currency: string; comment: string },
): QueuedMail {
  const { lang, currency } = options;
  const t = texts[lang];
  const money = (cents: number) => formatMoney(cents, lang, currency);
  const rows = options.lines.map((line) => [
    line.description,
    `${formatNumber(line.amount, lang)} ${unitLabel(line.unit, lang, line.amount)}`,
    money(line.priceSingle),
    money(line.sum),
  ]);
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs: [t.summaryBody(options.eventName), ...(options.comment ? [t.comment(options.comment)] : []), taxCaseNote(options.taxCase, lang)].filter((paragraph) => paragraph !== ''),
    table: { rows: [[...t.header], ...rows], alignRightFrom: 1 },
    totals: [
      [t.net, money(options.totals.net)],
      [vatRowLabel(options.taxCase, lang), money(options.totals.vat)],
      [t.gross, money(options.totals.gross)],
    ],
  });
  return { kind: 'order_summary', recipient: options.recipient, lang, subject: t.summarySubject(options.eventName), ...body };
}
