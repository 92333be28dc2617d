import { formatMoney, type Lang } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

/** The exhibitor's mails of staff's decisions on flue gas connections (issue 28), in the main contact's language. */
const texts = {
  de: {
    greeting: 'Guten Tag,',
    confirmedSubject: (event: string) => `Ihr Abgasanschluss zur ${event} ist bestätigt`,
    confirmedBody: (device: string, price: string) => `wir haben Ihren Abgasanschluss für „${device}“ bestätigt. Er wird mit ${price} netto berechnet.`,
    refusedSubject: (event: string) => `Ihr Abgasanschluss zur ${event} wurde abgelehnt`,
    refusedBody: (device: string) => `Ihren beantragten Abgasanschluss für „${device}“ können wir leider nicht bestätigen.`,
    reason: (reason: string) => `Grund: ${reason}`,
    portal: 'Ihre Abgasanschlüsse und ob sie bestätigt sind, sehen Sie jederzeit in Ihrem Ausstellerportal. Bei Fragen antworten Sie gern auf diese E-Mail.',
  },
  en: {
    greeting: 'Hello,',
    confirmedSubject: (event: string) => `Your flue gas connection for ${event} is confirmed`,
    confirmedBody: (device: string, price: string) => `We have confirmed your flue gas connection for “${device}”. It will be invoiced at ${price} net.`,
    refusedSubject: (event: string) => `Your flue gas connection for ${event} was refused`,
    refusedBody: (device: string) => `Unfortunately we cannot confirm the flue gas connection you requested for “${device}”.`,
    reason: (reason: string) => `Reason: ${reason}`,
    portal: 'You can see your flue gas connections and whether they are confirmed in your exhibitor portal at any time. If you have any questions, simply reply to this e-mail.',
  },
} as const;

interface Recipient {
  recipient: string;
  lang: Lang;
  eventName: string;
}

type Decided = { deviceName: string; priceCents: number; currency: string } & ({ state: 'confirmed' } | { state: 'refused'; reason: string });

/** A connection confirmed (with its price) or refused (with the reason). */
export function fireplaceDecisionMail({ recipient, lang, eventName }: Recipient, connection: Decided): QueuedMail {
  const t = texts[lang];
  const confirmed = connection.state === 'confirmed';
  const paragraphs = confirmed
    ? [t.confirmedBody(connection.deviceName, formatMoney(connection.priceCents, lang, connection.currency))]
    : [t.refusedBody(connection.deviceName), t.reason(connection.reason)];
  const body = composeMail({ lang, greeting: t.greeting, paragraphs, note: t.portal });
  const subject = confirmed ? t.confirmedSubject(eventName) : t.refusedSubject(eventName);
  return { kind: `fireplace_${connection.state}`, recipient, lang, subject, ...body };
}
