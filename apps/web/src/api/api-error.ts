import type { FieldError } from '@messeportal/domain';

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's translated errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errors: FieldError[] = [],
  ) {
    super(errors.map((error) => error.message).join(' ') || `HTTP ${status}`);
  }

  /** The server's messages for the user, or nothing when it sent none. */
  get userMessages(): string[] {
    return this.errors.map((error) => error.message).filter((message) => message.trim() !== '');
  }

  messageFor(property: string): string | undefined {
    return this.errors.find((error) => error.property === property)?.message;
  }
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).property === 'string' &&
  typeof (value as FieldError).message === 'string';

/** The `errors` list of an error answer; anything else (an HTML proxy page, an empty body) gives none. */
export function parseFieldErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.filter(isFieldError) : [];
}
