import { langFromLocale, type Lang } from '@messeportal/domain';
import { eq, and, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { contacts } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashToken, isTokenForm, newToken } from '../../platform/auth/token.ts';
import { composeMail } from '../../platform/mail/compose.ts';
import { queueMail, type QueuedMail } from '../../platform/mail/outbox.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';

/** Days a confirmation link for a new username stays valid (decision: a colleague on leave may need a week). */
export const EMAIL_CHANGE_DAYS = 7;

export const emailChangeLink = (publicUrl: string, token: string) => `${publicUrl}/#/s/confirm-email/${token}`;

const texts = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre neue Login-E-Mail-Adresse',
    greeting: (name: string) => `Guten Tag ${name},`,
    body: (by: string, from: string, to: string) =>
      `${by} möchte die E-Mail-Adresse ändern, mit der Sie sich im Messeportal anmelden: von ${from} auf ${to}. Die Änderung gilt erst, wenn Sie sie über den folgenden Link bestätigen. Der Link ist ${EMAIL_CHANGE_DAYS} Tage und nur einmal gültig.`,
    label: 'Neue E-Mail-Adresse bestätigen',
    note: 'Wenn Sie die Änderung nicht möchten, ignorieren Sie diese E-Mail; Sie melden sich dann weiter mit Ihrer bisherigen Adresse an.',
  },
  en: {
    subject: 'Please confirm your new login e-mail address',
    greeting: (name: string) => `Hello ${name},`,
    body: (by: string, from: string, to: string) =>
      `${by} would like to change the e-mail address you log in to the Messeportal with: from ${from} to ${to}. The change takes effect only when you confirm it with the following link. The link is valid for ${EMAIL_CHANGE_DAYS} days and can be used once.`,
    label: 'Confirm the new e-mail address',
    note: 'If you do not want this change, ignore this e-mail; you then keep logging in with your current address.',
  },
} as const;

function emailChangeMail(options: { recipient: string; lang: Lang; name: string; by: string; to: string; link: string }): QueuedMail {
  const t = texts[options.lang];
  const body = composeMail({
    lang: options.lang,
    greeting: t.greeting(options.name),
    paragraphs: [t.body(options.by, options.recipient, options.to)],
    link: { href: options.link, label: t.label },
    note: t.note,
  });
  return { kind: 'email_change', recipient: options.recipient, lang: options.lang, subject: t.subject, link: options.link, ...body };
}

interface Person {
  firstName: string;
  name: string;
}

/**
 * Asks a contact, by mail to the address it logs in with now, to confirm `email` as its new username; the
 * username stays as it is until then. A later request replaces an earlier one (its link stops working).
 */
export async function requestEmailChange(
  tx: Tx,
  publicUrl: string,
  contact: Person & { id: number; email: string; lang: string },
  requestedBy: Person,
  email: string,
): Promise<void> {
  const token = newToken();
  const until = new Date(Date.now() + EMAIL_CHANGE_DAYS * 86_400_000);
  await tx
    .update(contacts)
    .set({ pendingEmail: email, pendingEmailTokenHash: hashToken(token), pendingEmailUntil: until })
    .where(eq(contacts.id, contact.id));
  const fullName = (person: Person) => `${person.firstName} ${person.name}`.trim();
  const link = emailChangeLink(publicUrl, token);
  await queueMail(tx, emailChangeMail({ recipient: contact.email, lang: langFromLocale(contact.lang), name: fullName(contact), by: fullName(requestedBy), to: email, link }));
}

/** A wrong, used or expired link: one answer for all three. */
const linkInvalid = () => new AppError(410, 'emailChangeLinkInvalid', { property: 'token' });

/** Makes the link's pending address the contact's username, once; answers the new address. */
export async function confirmEmailChange(db: Db, token: string): Promise<string> {
  if (!isTokenForm(token)) throw linkInvalid();
  try {
    const [row] = await db
      .update(contacts)
      .set({ email: sql`${contacts.pendingEmail}`, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailUntil: null, updatedAt: new Date() })
      .where(and(eq(contacts.pendingEmailTokenHash, hashToken(token)), gt(contacts.pendingEmailUntil, sql`now()`)))
      .returning({ email: contacts.email });
    if (!row) throw linkInvalid();
    return row.email;
  } catch (error) {
    // Someone took the address as a username in the meantime.
    if (isUniqueViolation(error)) throw new AppError(409, 'emailInUse', { property: 'email' });
    throw error;
  }
}
