/** The fields a save changed, as the audit log keeps them: their values before and after. */
export interface FieldChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Which of `values` differ from the stored `row` (compared as stored). */
export function changedFields(row: object, values: Record<string, unknown>): FieldChange {
  const stored = row as Record<string, unknown>;
  const keys = Object.keys(values).filter((key) => JSON.stringify(stored[key]) !== JSON.stringify(values[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, stored[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, values[key]])) };
}
