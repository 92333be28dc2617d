import type { CredentialsRequestInput } from '@messeportal/domain';
import type { Lang } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { insertCredentialRequest } from '../requests/repo.ts';
import { queueMail } from '../../mail/outbox.ts';
import { credentialsRequestMail } from './reset-mails.ts';

/** The address of a sender line: 'Messeportal <service@messeportal.example>' → 'service@messeportal.example'. */
export const addressOf = (sender: string) => (/<([^<>\s]+)>/.exec(sender)?.[1] ?? sender).trim();

/**
 * Puts the manual request for new credentials into the staff's requests inbox (`#/be/requests`), where staff
 * send a contact the set-password link or close it, and tells the organiser by mail in the same transaction:
 * an inbox nobody looks into answers nobody. The mail goes to the sender address of the portal's mails
 * (MAIL_FROM), the service team's.
 */
export async function requestCredentials(app: FastifyInstance, input: CredentialsRequestInput, lang: Lang): Promise<void> {
  await app.db.transaction(async (tx) => {
    await insertCredentialRequest(tx, input, lang);
    const inboxLink = `${app.config.publicUrl}/#/be/requests`;
    await queueMail(tx, credentialsRequestMail({ recipient: addressOf(app.config.mailFrom), request: input, lang, inboxLink }));
  });
  app.mailQueued();
}
