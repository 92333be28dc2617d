import type { ResetRequestInput } from '@messeportal/domain';
import { langFromLocale } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { hashToken, newToken } from '../auth/token.ts';
import { queueMail } from '../mail/outbox.ts';
import { findContactByLogin, insertPasswordReset } from './repo.ts';
import { RESET_LINK_MINUTES, resetLink, resetLinkMail } from './reset-mails.ts';

/**
 * Mails a one-time link to the contact who logs in with `email`, in the contact's language. Only the
 * token's hash is stored. `found: false` lets the page offer the manual request instead.
 */
export async function requestPasswordReset(app: FastifyInstance, input: ResetRequestInput): Promise<{ found: boolean }> {
  const contact = await findContactByLogin(app.db, input.email.toLowerCase());
  if (!contact) return { found: false };
  const token = newToken();
  const link = resetLink(app.config.publicUrl, token);
  const lang = langFromLocale(contact.lang);
  await app.db.transaction(async (tx) => {
    const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
    await insertPasswordReset(tx, { contactId: contact.id, tokenHash: hashToken(token), expiresAt });
    const name = `${contact.firstName} ${contact.name}`.trim();
    await queueMail(tx, resetLinkMail({ recipient: contact.email, lang, name, link }));
  });
  app.mailQueued();
  return { found: true };
}
