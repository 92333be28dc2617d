import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordChange } from '../../audit/record-change.ts';
import { queueResetLink } from '../password-reset/queue-reset-link.ts';
import { findCredentialRequest, lockContactForLink, markRequestDone, type RequestRow } from './repo.ts';

type Actor = { staffUserId: number };

const alreadyDone = () => new AppError(409, 'requestAlreadyDone');

/** The request, still open: unknown is a 404, done a 409. */
async function openRequest(tx: Tx, id: number): Promise<RequestRow> {
  const request = await findCredentialRequest(tx, id);
  if (!request) throw notFound('requestNotFound');
  if (request.doneAt) throw alreadyDone();
  return request;
}

/** Done, by this call or not at all: the conditional UPDATE decides a race, the loser's transaction is rolled back. */
async function finish(tx: Tx, actor: Actor, before: RequestRow, contact: { id: number; email: string } | null): Promise<RequestRow> {
  if (!(await markRequestDone(tx, before.id, { staffUserId: actor.staffUserId, contactId: contact?.id ?? null }))) throw alreadyDone();
  const after = (await findCredentialRequest(tx, before.id))!;
  await recordChange(tx, actor, {
    entity: 'request',
    entityId: before.id,
    action: 'update',
    before: { company: before.company, name: before.name, email: before.email, doneAt: null, answeredWith: null },
    after: { company: after.company, name: after.name, email: after.email, doneAt: after.doneAt!.toISOString(), answeredWith: contact?.email ?? null },
  });
  return after;
}

/**
 * Answers a request for new credentials: the contact staff chose gets a one-time link to set its password (the
 * portal's own reset link, same page, same expiry), and the request is done, with who, when and which contact.
 */
export async function answerCredentialRequest(app: FastifyInstance, actor: Actor, id: number, contactId: number): Promise<RequestRow> {
  const answered = await app.db.transaction(async (tx) => {
    const request = await openRequest(tx, id);
    const contact = await lockContactForLink(tx, contactId);
    if (!contact) throw notFound('contactNotFound', 'contactId');
    const done = await finish(tx, actor, request, contact);
    await queueResetLink(tx, app.config.publicUrl, contact, { answer: true });
    return done;
  });
  app.mailQueued();
  return answered;
}

/** Closes a request without a link (answered by phone, a duplicate, spam). */
export async function closeCredentialRequest(app: FastifyInstance, actor: Actor, id: number): Promise<RequestRow> {
  return app.db.transaction(async (tx) => finish(tx, actor, await openRequest(tx, id), null));
}
