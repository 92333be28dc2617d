import { langFromLocale } from '@messeportal/domain';
import type { Tx } from '../../db/client.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import { queueMail } from '../../mail/outbox.ts';
import { insertPasswordReset } from './repo.ts';
import { RESET_LINK_MINUTES, resetLink, resetLinkMail } from './reset-mails.ts';

export interface ResetLinkContact {
  id: number;
  email: string;
  lang: string;
  firstName: string;
  name: string;
}

/**
 * Stores a new one-time link to set the contact's password (only its hash, valid RESET_LINK_MINUTES) and queues
 * its mail in the contact's language, both in the caller's transaction: the page's own reset and staff
 * answering a request for new credentials (`answer`, see resetLinkMail) send the same link.
 */
export async function queueResetLink(tx: Tx, publicUrl: string, contact: ResetLinkContact, options: { answer?: boolean } = {}): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
  await insertPasswordReset(tx, { contactId: contact.id, tokenHash: hashToken(token), expiresAt });
  const name = `${contact.firstName} ${contact.name}`.trim();
  await queueMail(tx, resetLinkMail({ recipient: contact.email, lang: langFromLocale(contact.lang), name, link: resetLink(publicUrl, token), answer: options.answer }));
}
