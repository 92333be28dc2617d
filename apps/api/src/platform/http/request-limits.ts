import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface Hits {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * A limit's key as stored: its SHA-256. A key holds what a client sent (an e-mail address, a user name) and can be
 * as long as a request body; the key column's index takes a few kilobytes at most.
 */
const stored = (key: string) => createHash('sha256').update(key).digest('base64url');

const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))::float8`;

/** Counts one hit of `key` in a window of `windowMs` (a new window once the last has ended), in one statement. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: stored(key), hits: 1, expiresAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ current: rateLimits.hits, ttl: ttlMs });
  return row!;
}

/** The hits of `key` in its current window, without counting one (0 when none is open). */
export async function readHits(db: Db, key: string): Promise<Hits> {
  const [row] = await db
    .select({ current: rateLimits.hits, ttl: ttlMs })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, stored(key)), gt(rateLimits.expiresAt, sql`now()`)));
  return row ?? { current: 0, ttl: 0 };
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, stored(key)));
}

/** Windows that have ended count nothing any more; the hourly sweep removes them. */
export async function deleteEndedWindows(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, sql`now()`));
}

/**
 * @fastify/rate-limit's store in PostgreSQL, so every API process counts against the same limit and a restart
 * forgets nothing. A route's limit keeps its counters apart from other routes' by its method and path.
 */
export function requestLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class RequestLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Hits) => void, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then((hits) => callback(null, hits), callback);
    }

    read(key: string, callback: (error: Error | null, result?: Hits) => void) {
      readHits(db, this.prefix + key).then((hits) => callback(null, hits), callback);
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route's merged limit options, with the route itself as routeInfo ({} for createRateLimit).
      const { routeInfo } = options as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
      const route = routeInfo?.url ? `${String(routeInfo.method)} ${routeInfo.url}:` : '';
      return new RequestLimitStore(undefined, this.prefix + route);
    }
  }
  return RequestLimitStore;
}
