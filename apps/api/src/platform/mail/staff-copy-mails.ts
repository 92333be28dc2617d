import { formatMoney, formatNumber, moneyWords, unitLabel, vatRowLabel, type PriceLine, type PriceTotals, type TaxCase } from '@messeportal/domain';
import { composeMail } from './compose.ts';
import type { QueuedMail } from './outbox.ts';

/*
 * The organiser's copies (issue 16 point 4): staff get every binding order and every booklet "save and send" at the
 * order copy address of the settings, in German, the organiser's language, with the company and the registration
 * in the subject so that a mail program sorts and finds them, and the positions as the exhibitor got them.
 */

/** What the copy is of, told in its subject and first line. */
export type OrderCopyKind = 'registration' | 'offer' | 'media';

const ORDER_KINDS: Record<OrderCopyKind, string> = {
  registration: 'eine Anmeldung mit Standbestellung',
  offer: 'eine Bestellung auf ein Angebot',
  media: 'Werbemittel im Ausstellerportal',
};

interface CopyOf {
  recipient: string;
  companyName: string;
  registrationId: number;
  /** The event's German name. */
  eventName: string;
  currency: string;
  /** The positions in German. */
  lines: readonly PriceLine[];
  totals: PriceTotals;
  /** The exhibitor's tax case the totals were computed with. */
  taxCase: TaxCase;
}

/** One line, whatever the company is called: a subject is a header. */
const subjectOf = (label: string, copy: CopyOf) => `${label}: ${copy.companyName.replace(/\s+/g, ' ')}, Anmeldung ${copy.registrationId} (${copy.eventName})`;

function positions(copy: CopyOf) {
  const money = (cents: number) => formatMoney(cents, 'de', copy.currency);
  const words = moneyWords.de;
  const rows = copy.lines.map((line) => [
    line.description,
    `${formatNumber(line.amount, 'de')} ${unitLabel(line.unit, 'de', line.amount)}`,
    money(line.priceSingle),
    money(line.sum),
  ]);
  return {
    table: { rows: [['Position', words.quantity, words.unitPrice, words.amount], ...rows], alignRightFrom: 1 },
    totals: [
      [words.net, money(copy.totals.net)],
      [vatRowLabel(copy.taxCase, 'de'), money(copy.totals.vat)],
      [words.gross, money(copy.totals.gross)],
    ] as [string, string][],
  };
}

/** The copy of a binding order: who ordered what, with the exhibitor's comment. */
export function orderCopyMail(copy: CopyOf & { kind: OrderCopyKind; orderedBy: string; comment: string }): QueuedMail {
  const body = composeMail({
    lang: 'de',
    greeting: 'Guten Tag,',
    paragraphs: [
      `${copy.companyName} hat zur ${copy.eventName} verbindlich bestellt, ${ORDER_KINDS[copy.kind]} (Anmeldung ${copy.registrationId}, bestellt von ${copy.orderedBy}).`,
      ...(copy.comment ? [`Anmerkung des Ausstellers: ${copy.comment}`] : []),
    ],
    ...positions(copy),
    signOff: ['Messeportal'],
  });
  return { kind: 'order_copy', recipient: copy.recipient, lang: 'de', subject: subjectOf('Bestellkopie', copy), ...body };
}

/** The copy of a booklet "save and send", with the same booked-services document attached. */
export function bookedServicesCopyMail(copy: CopyOf & { document: { id: number; number: string } }): QueuedMail {
  const booked = copy.lines.length > 0;
  const body = composeMail({
    lang: 'de',
    greeting: 'Guten Tag,',
    paragraphs: [
      `${copy.companyName} hat im Bestellheft zur ${copy.eventName} „Speichern und senden“ gewählt (Anmeldung ${copy.registrationId}). ${
        booked ? 'Gebucht sind diese Serviceleistungen:' : 'Derzeit sind keine Serviceleistungen gebucht.'
      }`,
    ],
    ...(booked ? positions(copy) : {}),
    note: `Die Aufstellung liegt als PDF bei (${copy.document.number}).`,
    signOff: ['Messeportal'],
  });
  return {
    kind: 'booked_services_copy',
    recipient: copy.recipient,
    lang: 'de',
    subject: subjectOf('Kopie Serviceleistungen', copy),
    ...body,
    documentId: copy.document.id,
  };
}
