/** The line drizzle adds to a failed query's message (and stack) with the values it was sent. */
const VALUES_LINE = /\nparams: [^\n]*/g;

interface DatabaseError extends Error {
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/**
 * An error as the server log keeps it (the logger's `err` serializer): type, message, code, stack and causes, and
 * of a failed query the statement, the constraint and the table, but not the values it was sent (drizzle's
 * `params`, PostgreSQL's `detail`: "Key (email)=(…) already exists"), which hold what customers entered.
 */
export function loggedError(error: Error, depth = 0): { [key: string]: unknown; type: string; message: string; stack: string } {
  // Whatever a library emits as an error reaches the log: the serializer never throws.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, query, constraint, table, column } = error as DatabaseError;
  const logged: ReturnType<typeof loggedError> = { type: error.constructor.name, message: withoutValues(error.message), stack: withoutValues(error.stack) };
  for (const [key, value] of Object.entries({ code, query, constraint, table, column })) if (value !== undefined) logged[key] = value;
  if (error.cause !== undefined && depth < 5) logged.cause = error.cause instanceof Error ? loggedError(error.cause, depth + 1) : error.cause;
  return logged;
}

const withoutValues = (text: unknown) => (typeof text === 'string' ? text.replace(VALUES_LINE, '') : '');
