import { formatMoney, type Lang } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

/** What the exhibitor is told when staff changed its booked services (issue 28), in the recipient's language. */
const texts = {
  de: {
    greeting: 'Guten Tag,',
    subject: (event: string) => `Ihre gebuchten Leistungen zu ${event} wurden geändert`,
    body: (event: string) => `wir haben Ihre gebuchten Leistungen (Bestellheft) zu ${event} für Sie geändert:`,
    header: ['Leistung', 'Bisher', 'Neu'],
    none: 'nicht gebucht',
    booked: 'gebucht',
    each: 'je',
    note: 'Sie sehen Ihre gebuchten Leistungen jederzeit in Ihrem Ausstellerportal im Bestellheft. Stimmt etwas nicht, antworten Sie gern auf diese E-Mail.',
    media: {
      subject: (event: string) => `Ihre Werbemittel zu ${event} wurden geändert`,
      body: (event: string) => `wir haben Ihre bestellten Werbemittel zu ${event} für Sie geändert:`,
      header: ['Werbemittel', 'Bisher', 'Neu'],
      note: 'Sie sehen Ihre Bestellungen jederzeit in Ihrem Ausstellerportal. Stimmt etwas nicht, antworten Sie gern auf diese E-Mail.',
    },
  },
  en: {
    greeting: 'Hello,',
    subject: (event: string) => `Your booked services for ${event} have changed`,
    body: (event: string) => `We have changed your booked services (order booklet) for ${event} for you:`,
    header: ['Service', 'Before', 'Now'],
    none: 'not booked',
    booked: 'booked',
    each: 'each',
    note: 'You can see your booked services in the order booklet of your exhibitor portal at any time. If anything is wrong, simply reply to this e-mail.',
    media: {
      subject: (event: string) => `Your advertising media for ${event} have changed`,
      body: (event: string) => `We have changed the advertising media you ordered for ${event} for you:`,
      header: ['Advertising medium', 'Before', 'Now'],
      note: 'You can see your orders in your exhibitor portal at any time. If anything is wrong, simply reply to this e-mail.',
    },
  },
} as const;

/** A booking as the mail shows it: amount and unit (or a tick) and the price per unit, with why it deviates. */
export interface ToldBooking {
  amount: number;
  checked: boolean;
  /** The unit's label in the recipient's language; empty for an item booked by tick. */
  unit: string;
  priceSingle: number;
  reason: string;
}

interface Recipient {
  recipient: string;
  lang: Lang;
  eventName: string;
}

/** An amount as people write it: no decimals where it has none. */
const amountText = (amount: number, lang: Lang) => new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 2 }).format(amount);

function bookingText(booking: ToldBooking | null, lang: Lang, currency: string): string {
  const t = texts[lang];
  if (!booking) return t.none;
  const what = booking.unit ? `${amountText(booking.amount, lang)} ${booking.unit}` : t.booked;
  const price = `${formatMoney(booking.priceSingle, lang, currency)} ${t.each}`;
  return [what, price, booking.reason].filter(Boolean).join(', ');
}

/**
 * One service (or advertising medium, `media`) staff booked, changed or removed: how it was booked before and how
 * now, each with its price per unit.
 */
export function bookingChangedMail(
  { recipient, lang, eventName }: Recipient,
  what: 'services' | 'media',
  name: string,
  [before, after]: [ToldBooking | null, ToldBooking | null],
  currency: string,
): QueuedMail {
  const t = texts[lang];
  const words = what === 'media' ? t.media : t;
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs: [words.body(eventName)],
    table: { rows: [[...words.header], [name, bookingText(before, lang, currency), bookingText(after, lang, currency)]], alignRightFrom: 3 },
    note: words.note,
  });
  return { kind: what === 'media' ? 'booked_media_changed' : 'booked_services_changed', recipient, lang, subject: words.subject(eventName), ...body };
}
