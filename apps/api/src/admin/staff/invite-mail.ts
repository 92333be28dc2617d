import type { Lang, StaffRole } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

const roleNames: Record<Lang, Record<StaffRole, string>> = {
  de: { admin: 'Administration', sales: 'Vertrieb', accounting: 'Buchhaltung' },
  en: { admin: 'administration', sales: 'sales', accounting: 'accounting' },
};

const texts = {
  de: {
    subject: 'Ihr Zugang zum Backoffice',
    greeting: (name: string) => `Guten Tag ${name},`,
    body: (role: string) =>
      `für Sie wurde ein Zugang zum Backoffice des Messeportals eingerichtet (Rolle: ${role}). Über den folgenden Link legen Sie Ihr Passwort fest und melden sich danach an.`,
    label: 'Passwort festlegen',
    note: 'Der Link gilt 7 Tage und nur einmal. Ist er abgelaufen, gibt Ihnen ein Admin einen neuen.',
  },
  en: {
    subject: 'Your access to the back office',
    greeting: (name: string) => `Hello ${name},`,
    body: (role: string) =>
      `an account for the back office of the fair portal has been set up for you (role: ${role}). The following link lets you choose your password; then log in.`,
    label: 'Choose password',
    note: 'The link works once, for 7 days. If it has expired, an admin gives you a new one.',
  },
} as const;

/** The invitation (or a new link) to set a staff password. */
export function staffLinkMail(options: { recipient: string; lang: Lang; name: string; role: StaffRole; link: string }): QueuedMail {
  const t = texts[options.lang];
  const body = composeMail({
    lang: options.lang,
    greeting: t.greeting(options.name),
    paragraphs: [t.body(roleNames[options.lang][options.role])],
    link: { href: options.link, label: t.label },
    note: t.note,
  });
  return { kind: 'staff_invite', recipient: options.recipient, lang: options.lang, subject: t.subject, link: options.link, ...body };
}
