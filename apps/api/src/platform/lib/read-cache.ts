/**
 * Read-mostly data (reference lists, events and their catalogue) kept in the process. An entry is good while
 * `version()` answers what it answered when the entry was loaded (the database announces catalogue changes to
 * every process, see db/catalogue-changes.ts); when it answers undefined, nothing is kept. Writers of this
 * process may also call `invalidate()`; the time limit is a last bound on the age of an entry.
 */
export interface ReadCache<K, V> {
  get(key: K): Promise<V>;
  invalidate(key?: K): void;
}

export function createReadCache<K, V>(load: (key: K) => Promise<V>, version: () => number | undefined, ttlMs = 60_000): ReadCache<K, V> {
  const entries = new Map<K, { value: Promise<V>; version: number; expires: number }>();
  return {
    get(key) {
      const current = version();
      if (current === undefined) return load(key);
      const hit = entries.get(key);
      if (hit && hit.version === current && hit.expires > Date.now()) return hit.value;
      // A promise of its own: a query builder that `load` may answer runs its query again on every `then`.
      const value = Promise.resolve(load(key));
      const entry = { value, version: current, expires: Date.now() + ttlMs };
      entries.set(key, entry);
      // A failed load must not stay cached.
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      return value;
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
