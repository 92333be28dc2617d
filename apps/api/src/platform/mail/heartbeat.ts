/** A mail loop counts as alive while it has beaten within this time (a round, or one mail of a long round). */
export const STALE_AFTER_MS = 5 * 60_000;

/** What the readiness check asks of a mail loop: has it made progress lately? */
export function createHeartbeat(staleAfterMs = STALE_AFTER_MS) {
  let last = Date.now();
  let stopped = false;
  return {
    beat: () => void (last = Date.now()),
    stop: () => void (stopped = true),
    alive: () => !stopped && Date.now() - last < staleAfterMs,
  };
}
