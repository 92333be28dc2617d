import { formatDate, langFromLocale, wallTime, type Lang } from '@messeportal/domain';
import type { Db } from '../db/client.ts';
import { composeMail } from '../mail/compose.ts';
import { queueMail, type QueuedMail } from '../mail/outbox.ts';
import { readOrganiserSettings } from '../settings/repo.ts';
import { deviceLabel } from '../auth/device-label.ts';

const texts = {
  de: {
    subject: 'Neue Anmeldung im Backoffice',
    greeting: (name: string) => `Guten Tag ${name},`,
    body: (at: string, device: string) => `am ${at} Uhr hat sich jemand mit Ihrem Zugang im Backoffice angemeldet, von einem Browser, den wir von Ihnen noch nicht kannten: ${device}.`,
    you: 'Waren Sie das, ist nichts weiter zu tun.',
    label: 'Sitzungen ansehen',
    note: 'Waren Sie es nicht, ändern Sie bitte sofort Ihr Passwort und beenden Sie unter „Mein Konto“ die fremde Sitzung.',
  },
  en: {
    subject: 'New login to the back office',
    greeting: (name: string) => `Hello ${name},`,
    body: (at: string, device: string) => `on ${at} someone logged in to the back office with your account, from a browser we had not seen from you before: ${device}.`,
    you: 'If that was you, there is nothing else to do.',
    label: 'See your sessions',
    note: 'If it was not you, please change your password at once and end the unknown session under “My account”.',
  },
} as const;

/** A moment as dd.mm.yyyy HH:mm on the organiser's wall clock. */
const wallClockText = (at: Date, timeZone: string) => {
  const wall = new Date(wallTime(at.getTime(), timeZone)).toISOString();
  return `${formatDate(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
};

/** The staff member's notice of a login from a browser not seen before, with a link to their sessions. */
export function newDeviceMail(to: { recipient: string; lang: Lang; name: string }, login: { at: Date; device: string; timeZone: string }, publicUrl: string): QueuedMail {
  const t = texts[to.lang];
  const link = `${publicUrl}/#/be/account`;
  const body = composeMail({
    lang: to.lang,
    greeting: t.greeting(to.name),
    paragraphs: [t.body(wallClockText(login.at, login.timeZone), login.device), t.you],
    link: { href: link, label: t.label },
    note: t.note,
  });
  return { kind: 'staff_new_device', recipient: to.recipient, lang: to.lang, subject: t.subject, link, ...body };
}

/** Queues the notice of a login from a new browser to the staff member, in their language, timed on the organiser's clock. */
export async function queueNewDeviceMail(db: Db, user: { email: string; name: string; lang: string }, userAgent: string, publicUrl: string) {
  const { timeZone } = await readOrganiserSettings(db);
  const device = deviceLabel(userAgent) || (user.lang === 'en' ? 'unknown browser' : 'unbekannter Browser');
  await queueMail(db, newDeviceMail({ recipient: user.email, lang: langFromLocale(user.lang), name: user.name }, { at: new Date(), device, timeZone }, publicUrl));
}
