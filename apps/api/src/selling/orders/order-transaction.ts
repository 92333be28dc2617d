import type { OrderResult } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { claimIdempotencyKey, findIdempotentAnswer, storeIdempotentAnswer } from '../../platform/http/idempotency.ts';

export type { OrderResult };

/** The `Idempotency-Key` of an order, in the scope of who orders. */
export interface OrderIdempotency {
  scope: string;
  key: string;
  hash: string;
}

/** The answer of a finished order with this key, if any. */
async function earlierAnswer<Result>(app: FastifyInstance, idempotency: OrderIdempotency): Promise<Result | undefined> {
  const answered = await findIdempotentAnswer(app.db, idempotency.scope, idempotency.key, idempotency.hash);
  return answered?.replay as Result | undefined;
}

/**
 * Places an order once per `Idempotency-Key`: a repeat of a finished order answers it before any check that
 * the first order itself changed the outcome of (the company registered, the stock taken, the deadline
 * passed). A repeat sent while the first still runs either waits for it at the key's claim (see
 * inOrderTransaction) or, when the first committed while the repeat was checking, is refused by the first's
 * effects; it then answers the first's result instead of that refusal.
 */
export async function answerOnce<Result>(app: FastifyInstance, idempotency: OrderIdempotency | undefined, place: () => Promise<Result>): Promise<Result> {
  if (!idempotency) return place();
  const earlier = await earlierAnswer<Result>(app, idempotency);
  if (earlier) return earlier;
  try {
    return await place();
  } catch (error) {
    if (error instanceof AppError) {
      const meanwhile = await earlierAnswer<Result>(app, idempotency);
      if (meanwhile) return meanwhile;
    }
    throw error;
  }
}

/**
 * Runs the writes of a binding order in one transaction, so it happens whole or changes nothing: the
 * `Idempotency-Key` is claimed first (a repeat running alongside answers the first result) and the answer
 * stored last. Queued mails are handed to the mail worker afterwards, and the media stock counts as changed,
 * whatever the outcome.
 */
export async function inOrderTransaction<Result extends object = OrderResult>(
  app: FastifyInstance,
  idempotency: OrderIdempotency | undefined,
  order: (tx: Tx) => Promise<Result>,
): Promise<Result> {
  try {
    return await app.db.transaction(async (tx) => {
      if (idempotency) {
        const claim = await claimIdempotencyKey(tx, idempotency.scope, idempotency.key, idempotency.hash);
        if (claim) return claim.replay as Result;
      }
      const result = await order(tx);
      if (idempotency) await storeIdempotentAnswer(tx, idempotency.scope, idempotency.key, result);
      return result;
    });
  } catch (error) {
    throw uniqueViolationAsConflict(error) ?? error;
  } finally {
    app.mailQueued();
    // Orders take media stock: this process's next media list shows what is left; and a stand on the plan.
    app.catalogueChanges.changedHere('stock');
    app.catalogueChanges.changedHere('exhibitors');
  }
}

/**
 * Two orders racing for the same username or the same company and event: the database's unique index lets
 * one win; the other gets the error a sequential order would have got.
 */
function uniqueViolationAsConflict(error: unknown): AppError | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === 'contacts_email_uq') return new AppError(409, 'emailInUse', { property: 'personal.contact.email' });
  if (constraint === 'registrations_event_company_uq') return new AppError(409, 'alreadyRegistered');
  return undefined;
}
