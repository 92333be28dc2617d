/**
 * Read-mostly data (reference lists, events and their catalogue) kept in the process. Writers call
 * `invalidate()`; the time limit bounds how stale another API process can be after a change it did not see.
 */
export interface ReadCache<K, V> {
  get(key: K): Promise<V>;
  invalidate(key?: K): void;
}

export function createReadCache<K, V>(load: (key: K) => Promise<V>, ttlMs = 60_000): ReadCache<K, V> {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = load(key);
      entries.set(key, { value, expires: Date.now() + ttlMs });
      // A failed load must not stay cached.
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
