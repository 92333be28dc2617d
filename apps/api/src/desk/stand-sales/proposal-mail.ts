import { dayIn, formatDate, type Lang } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

const texts = {
  de: {
    greeting: 'Guten Tag,',
    subject: (event: string) => `Standvorschlag für die ${event}`,
    body: (event: string, hall: string, stand: string) => `für die ${event} schlagen wir Ihnen diesen Stand vor: ${hall}, Stand ${stand}.`,
    deadline: (date: string) =>
      `Bitte nehmen Sie den Vorschlag in Ihrem Ausstellerportal an, oder widersprechen Sie dort mit einer kurzen Begründung bis zum ${date}. Erhalten wir bis dahin keinen Widerspruch, gilt der Stand als angenommen.`,
    link: 'Standvorschlag im Ausstellerportal ansehen',
  },
  en: {
    greeting: 'Hello,',
    subject: (event: string) => `Stand proposal for ${event}`,
    body: (event: string, hall: string, stand: string) => `For ${event} we propose this stand to you: ${hall}, stand ${stand}.`,
    deadline: (date: string) =>
      `Please accept the proposal in your exhibitor portal, or object to it there with a short reason, by ${date}. Without an objection by then, the stand counts as accepted.`,
    link: 'See the stand proposal in the exhibitor portal',
  },
} as const;

/** The exhibitor's mail of a placement proposal: the stand, the deadline to object, the link to answer in the portal. */
export function proposalMail(to: { recipient: string; lang: Lang; eventName: string }, proposal: { hall: string; standNr: string; deadline: Date; registrationId: number }, publicUrl: string, timeZone: string): QueuedMail {
  const t = texts[to.lang];
  const body = composeMail({
    lang: to.lang,
    greeting: t.greeting,
    paragraphs: [t.body(to.eventName, proposal.hall, proposal.standNr), t.deadline(formatDate(dayIn(proposal.deadline, timeZone)))],
    link: { href: `${publicUrl}/#/registration/show/${proposal.registrationId}`, label: t.link },
  });
  return { kind: 'stand_proposal', recipient: to.recipient, lang: to.lang, subject: t.subject(to.eventName), ...body };
}
