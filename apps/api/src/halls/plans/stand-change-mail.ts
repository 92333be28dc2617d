import { formatNumber, type Lang } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

const texts = {
  de: {
    greeting: 'Guten Tag,',
    subject: (event: string) => `Ihr Stand auf der ${event} hat sich geändert`,
    body: (event: string, hall: string, stand: string) => `der Hallenplan für ${hall} wurde überarbeitet. Das betrifft Ihren Stand ${stand} auf der ${event}:`,
    resized: (before: string, after: string) => `Seine Fläche oder Form hat sich geändert: bisher ${before} m², jetzt ${after} m².`,
    moved: 'Er liegt jetzt an etwas anderer Stelle in der Halle; die Standnummer bleibt.',
    questions: 'Falls der Stand so nicht mehr zu Ihren Plänen passt, antworten Sie bitte auf diese E-Mail.',
    link: 'Ihren Stand auf dem Hallenplan ansehen',
  },
  en: {
    greeting: 'Hello,',
    subject: (event: string) => `Your stand at ${event} has changed`,
    body: (event: string, hall: string, stand: string) => `The hall plan of ${hall} has been revised. This concerns your stand ${stand} at ${event}:`,
    resized: (before: string, after: string) => `Its area or shape has changed: ${before} m² until now, ${after} m² now.`,
    moved: 'It now lies at a slightly different place in the hall; its number stays the same.',
    questions: 'If the stand no longer suits your plans, please reply to this e-mail.',
    link: 'See your stand on the hall plan',
  },
} as const;

export interface StandChange {
  hall: string;
  stand: string;
  areaBeforeM2: number;
  areaAfterM2: number;
  moved: boolean;
  resized: boolean;
}

/** The exhibitor's mail when a new version of the hall's plan moves or reshapes its booked stand. */
export function standChangeMail(to: { recipient: string; lang: Lang; eventName: string }, change: StandChange, link: string): QueuedMail {
  const t = texts[to.lang];
  const paragraphs: string[] = [t.body(to.eventName, change.hall, change.stand)];
  if (change.resized || change.areaBeforeM2 !== change.areaAfterM2) paragraphs.push(t.resized(formatNumber(change.areaBeforeM2, to.lang), formatNumber(change.areaAfterM2, to.lang)));
  // A stand resized moves its centre too: said as moved only when it kept its shape.
  else if (change.moved) paragraphs.push(t.moved);
  paragraphs.push(t.questions);
  const body = composeMail({ lang: to.lang, greeting: t.greeting, paragraphs, link: { href: link, label: t.link } });
  return { kind: 'stand_plan_changed', recipient: to.recipient, lang: to.lang, subject: t.subject(to.eventName), ...body };
}
