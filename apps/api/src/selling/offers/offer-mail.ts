import type { Lang } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

/** The public link of an offer: opens the configurator at its summary. */
export const offerLink = (publicUrl: string, eventId: number, uuid: string) => `${publicUrl}/#/e/offer/${eventId}/${uuid}`;

const texts = {
  de: {
    subject: (event: string) => `Ihr Standangebot für die ${event}`,
    greeting: 'Guten Tag,',
    body: (event: string) =>
      `vielen Dank für Ihr Interesse an der ${event}. Über den folgenden Link öffnen Sie Ihre Standkonfiguration jederzeit wieder, können sie ändern und verbindlich bestellen.`,
    label: 'Standkonfiguration öffnen',
    note: 'Bitte geben Sie den Link nur an Personen weiter, die das Angebot sehen und bearbeiten dürfen.',
  },
  en: {
    subject: (event: string) => `Your stand offer for ${event}`,
    greeting: 'Hello,',
    body: (event: string) =>
      `Thank you for your interest in ${event}. The following link opens your stand configuration again at any time; you can change it and order bindingly.`,
    label: 'Open stand configuration',
    note: 'Please share the link only with people who may see and edit the offer.',
  },
} as const;

export function offerLinkMail(options: { recipient: string; lang: Lang; eventName: string; link: string }): QueuedMail {
  const t = texts[options.lang];
  const body = composeMail({
    lang: options.lang,
    greeting: t.greeting,
    paragraphs: [t.body(options.eventName)],
    link: { href: options.link, label: t.label },
    note: t.note,
  });
  return { kind: 'offer_link', recipient: options.recipient, lang: options.lang, subject: t.subject(options.eventName), link: options.link, ...body };
}
