import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from './app-error.ts';

/** The request's `Idempotency-Key` header, if it sent one; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[A-Za-z0-9_.:-]{8,100}$/.test(header)) {
    throw new AppError(400, 'idempotencyKeyInvalid', { property: 'Idempotency-Key' });
  }
  return header;
}

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** The stored answer of a finished request with this key; the same key with another body is a 422. */
export async function findIdempotentAnswer(db: Db, scope: string, key: string, hash: string): Promise<{ replay: unknown } | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.requestHash !== hash) throw new AppError(422, 'idempotencyKeyReused', { property: 'Idempotency-Key' });
  return { replay: row.response };
}

/**
 * Claims a key inside the action's transaction. A key seen before returns the stored answer (a concurrent
 * first use makes this wait until that transaction ends); the same key with another body is a 422. When the
 * first action failed, its transaction took the claim with it, so the key is free again.
 */
export async function claimIdempotencyKey(tx: Tx, scope: string, key: string, hash: string): Promise<{ replay: unknown } | undefined> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return undefined;
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row || row.requestHash !== hash) throw new AppError(422, 'idempotencyKeyReused', { property: 'Idempotency-Key' });
  return { replay: row.response };
}

export async function storeIdempotentAnswer(tx: Tx, scope: string, key: string, response: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
