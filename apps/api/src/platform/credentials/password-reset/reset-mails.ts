import type { CredentialsRequestInput } from '@messeportal/domain';
import type { Lang } from '@messeportal/domain';
import { composeMail } from '../../mail/compose.ts';
import type { QueuedMail } from '../../mail/outbox.ts';

/** Minutes a reset link stays valid. */
export const RESET_LINK_MINUTES = 60;

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/#/s/reset-password/${token}`;

const texts = {
  de: {
    subject: 'Neues Passwort für das Messeportal',
    greeting: (name: string) => `Guten Tag ${name},`,
    body: 'Sie haben ein neues Passwort für das Messeportal angefordert. Über den folgenden Link legen Sie es fest. Der Link ist eine Stunde und nur einmal gültig.',
    label: 'Neues Passwort festlegen',
    note: 'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr bisheriges Passwort bleibt dann gültig.',
    answerBody: (login: string) =>
      `auf eine Anfrage nach neuen Zugangsdaten hin senden wir Ihnen diesen Link. Über ihn legen Sie Ihr Passwort für das Messeportal fest; Ihr Benutzername ist Ihre E-Mail-Adresse ${login}. Der Link ist eine Stunde und nur einmal gültig.`,
    answerNote: 'Ist der Link abgelaufen, fordern Sie mit Ihrer E-Mail-Adresse auf der Anmeldeseite unter „Passwort vergessen“ einen neuen an.',
  },
  en: {
    subject: 'New password for the Messeportal',
    greeting: (name: string) => `Hello ${name},`,
    body: 'You have asked for a new password for the Messeportal. Use the following link to set it. The link is valid for one hour and can be used once.',
    label: 'Set a new password',
    note: 'If you did not ask for a new password, you can ignore this e-mail; your current password then stays valid.',
    answerBody: (login: string) =>
      `In answer to a request for new credentials we are sending you this link. Use it to set your password for the Messeportal; your username is your e-mail address ${login}. The link is valid for one hour and can be used once.`,
    answerNote: 'Should the link have expired, ask for a new one with your e-mail address under “Forgot password” on the login page.',
  },
} as const;

/**
 * The one-time link to set a new password. `answer`: staff send it in answer to a manual request for new
 * credentials, so the mail names the username the person did not know (their address) instead of assuming
 * they asked for it on the reset page.
 */
export function resetLinkMail(options: { recipient: string; lang: Lang; name: string; link: string; answer?: boolean }): QueuedMail {
  const t = texts[options.lang];
  const body = composeMail({
    lang: options.lang,
    greeting: t.greeting(options.name),
    paragraphs: [options.answer ? t.answerBody(options.recipient) : t.body],
    link: { href: options.link, label: t.label },
    note: options.answer ? t.answerNote : t.note,
  });
  const kind = options.answer ? 'credentials_answer' : 'password_reset';
  return { kind, recipient: options.recipient, lang: options.lang, subject: t.subject, link: options.link, ...body };
}

/**
 * The manual request for new credentials, to the organiser: a notice beside the requests inbox of the back
 * office (`inboxLink`), where staff answer it. Written in German, the organiser's language; the line
 * "Sprache" tells in which language to answer.
 */
export function credentialsRequestMail(options: { recipient: string; request: CredentialsRequestInput; lang: Lang; inboxLink: string }): QueuedMail {
  const { request } = options;
  const body = composeMail({
    lang: 'de',
    greeting: 'Guten Tag,',
    paragraphs: [
      'über das Messeportal bittet jemand um neue Zugangsdaten. Die angegebene E-Mail-Adresse ist keinem Ansprechpartner zugeordnet.',
      'Die Anfrage steht im Backoffice unter „Anfragen“: Dort senden Sie einem passenden Ansprechpartner den Link zum Festlegen des Passworts oder schließen die Anfrage ab.',
    ],
    link: { href: options.inboxLink, label: 'Anfragen im Backoffice öffnen' },
    table: {
      rows: [
        ['Angabe', 'Wert'],
        ['Firma', request.company],
        ['Name', request.name],
        ['E-Mail', request.email],
        ['Telefon', request.phone || '–'],
        ['Sprache', options.lang === 'en' ? 'Englisch' : 'Deutsch'],
        ['Nachricht', request.message || '–'],
      ],
      alignRightFrom: 2,
    },
    signOff: ['Messeportal'],
  });
  return {
    kind: 'credentials_request',
    recipient: options.recipient,
    lang: 'de',
    // One line, whatever the form held: a subject is a header.
    subject: `Anfrage neuer Zugangsdaten: ${request.company.replace(/\s+/g, ' ')}`,
    ...body,
  };
}
