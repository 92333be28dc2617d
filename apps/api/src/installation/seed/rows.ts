/** The single row an INSERT … RETURNING gave back; a missing row means the seed itself is broken. */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query;
  if (!row) throw new Error('Demo seed: INSERT returned no row');
  return row;
}

/**
 * Pairs each seed key with the id Postgres returned for it. RETURNING of a multi-row VALUES list keeps the
 * order of the list, so the n-th id belongs to the n-th key.
 */
export function keyed<K extends string>(keys: readonly K[], rows: readonly { id: number }[]): Record<K, number> {
  if (keys.length !== rows.length) throw new Error(`Demo seed: expected ${keys.length} ids, got ${rows.length}`);
  return Object.fromEntries(keys.map((key, i) => [key, rows[i]!.id])) as Record<K, number>;
}
