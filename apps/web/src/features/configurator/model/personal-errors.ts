import type { FieldError } from '@messeportal/domain';

/**
 * The errors of `POST /pub/validate` (per section, properties within it) under the names an order's
 * errors use for the same fields: `personal.{section}.{field}`, so one list marks the company form.
 */
export function personalErrors(validation: Record<string, readonly FieldError[] | undefined>): FieldError[] {
  return Object.entries(validation).flatMap(([section, errors]) =>
    (errors ?? []).map((error) => ({ property: `personal.${section}.${error.property}`, message: error.message })),
  );
}
