import type { ResetRequestInput } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { queueResetLink } from './queue-reset-link.ts';
import { findContactByLogin } from './repo.ts';

/**
 * Mails a one-time link to the contact who logs in with `email`, in the contact's language. Only the
 * token's hash is stored. `found: false` lets the page offer the manual request instead.
 */
export async function requestPasswordReset(app: FastifyInstance, input: ResetRequestInput): Promise<{ found: boolean }> {
  const contact = await findContactByLogin(app.db, input.email.toLowerCase());
  if (!contact) return { found: false };
  await app.db.transaction((tx) => queueResetLink(tx, app.config.publicUrl, contact));
  app.mailQueued();
  return { found: true };
}
