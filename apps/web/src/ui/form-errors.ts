import { issueMessage, type Lang } from '@messeportal/domain';
import type { z } from 'zod';

/** One message per field, keyed by the field's name (the `property` of the server's errors). */
export type FieldErrors = Record<string, string>;

/**
 * The messages a shared schema gives for a form's values: the first issue per field, translated like the
 * server translates them; an issue of the whole object goes under ''.
 */
export function schemaErrors(schema: z.ZodType, values: unknown, lang: Lang): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issueMessage(issue, lang);
  }
  return errors;
}

/**
 * The server's `{ property, message }` list as field errors: the form's own fields keep their message; what
 * matches no field (or has no property) is collected under '' for a notice above the form.
 */
export function serverFieldErrors(errors: readonly { property: string; message: string }[], fields: readonly string[]): FieldErrors {
  const result: FieldErrors = {};
  const rest: string[] = [];
  for (const { property, message } of errors) {
    if (fields.includes(property)) result[property] ??= message;
    else rest.push(message);
  }
  if (rest.length > 0) result[''] = rest.join(' ');
  return result;
}
