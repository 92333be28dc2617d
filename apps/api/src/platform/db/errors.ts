/** Whether a database error has the PostgreSQL error code, also when drizzle wraps it. */
function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** Whether a database error is a foreign key violation (PostgreSQL 23503). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');

/** Whether a database error is a unique violation (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');
