/** One attempt to place a binding order: what was sent and the idempotency key it went with. */
export interface OrderAttempt {
  fingerprint: string;
  key: string;
}

/**
 * The attempt for sending `body`: the same key again while the same configuration is sent (a second
 * press after a network failure must not order twice; the server answers the first result), a new key
 * as soon as anything in the configuration changed.
 */
export function orderAttempt(previous: OrderAttempt | null, body: unknown, newKey: () => string): OrderAttempt {
  const fingerprint = JSON.stringify(body);
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}

/**
 * A random UUID v4 from `crypto.getRandomValues`, which — unlike `crypto.randomUUID` — browsers offer on
 * plain-http pages too.
 */
export function uuidV4(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
