import type { CredentialsRequestInput } from '@messeportal/domain';
import type { Lang } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { queueMail } from '../mail/outbox.ts';
import { credentialsRequestMail } from './reset-mails.ts';

/** The address of a sender line: 'Messeportal <service@messeportal.example>' → 'service@messeportal.example'. */
export const addressOf = (sender: string) => (/<([^<>\s]+)>/.exec(sender)?.[1] ?? sender).trim();

/**
 * Queues the manual request for new credentials to the organiser. The organiser's inbox is the sender
 * address of the portal's mails (MAIL_FROM): the service team answers both.
 */
export async function requestCredentials(app: FastifyInstance, input: CredentialsRequestInput, lang: Lang): Promise<void> {
  await queueMail(app.db, credentialsRequestMail({ recipient: addressOf(app.config.mailFrom), request: input, lang }));
  app.mailQueued();
}
