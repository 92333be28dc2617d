/**
 * Failed logins per account within a window. Only failures count, so an exhibitor who logs in often is never
 * blocked, while guessing one account's password stops after `max` misses. Kept in the process: a second API
 * process keeps its own count, which at worst doubles the guesses allowed.
 */
export function createFailedLoginCounter(max: number, windowMs: number) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  const live = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now) failures.delete(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };

  return {
    /** Minutes until the account may try again, or 0 when it may try now. */
    blockedMinutes(key: string, now = Date.now()): number {
      const entry = live(key, now);
      return entry && entry.count >= max ? Math.ceil((entry.resetAt - now) / 60_000) : 0;
    },
    fail(key: string, now = Date.now()) {
      const entry = live(key, now);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, resetAt: now + windowMs });
      // Bounded memory: drop expired entries once the map grows.
      if (failures.size > 10_000) for (const k of failures.keys()) live(k, now);
    },
    succeed(key: string) {
      failures.delete(key);
    },
  };
}
