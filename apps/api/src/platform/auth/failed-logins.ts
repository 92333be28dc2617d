import type { Db } from '../db/client.ts';
import { clearHits, countHit, readHits } from '../http/request-limits.ts';

/**
 * Failed logins per account within a window. Only failures count, so an exhibitor who logs in often is never
 * blocked, while guessing one account's password stops after `max` misses. Counted in PostgreSQL with the
 * other request limits: every API process sees the same count, and a restart does not lift a lock-out.
 */
export function createFailedLoginCounter(db: Db, max: number, windowMs: number) {
  const key = (account: string) => `failed-login:${account}`;
  return {
    /** Minutes until the account may try again, or 0 when it may try now. */
    async blockedMinutes(account: string): Promise<number> {
      const { current, ttl } = await readHits(db, key(account));
      return current >= max ? Math.max(1, Math.ceil(ttl / 60_000)) : 0;
    },
    async fail(account: string) {
      await countHit(db, key(account), windowMs);
    },
    async succeed(account: string) {
      await clearHits(db, key(account));
    },
  };
}
