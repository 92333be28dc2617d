import { z } from './zod.ts';

/**
 * Field rules the payload schemas share. Each carries its message code as the error: missing → 'required',
 * not text → 'invalidType'; texts are trimmed and at most `max` characters.
 */
export const text = (max = 200) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType') })
    .trim()
    .max(max, { error: 'tooLong' });
export const required = (max = 200) => text(max).min(1, { error: 'required' });
export const optional = (max = 200) => text(max).optional().default('');
export const email = () => required(200).pipe(z.email({ error: 'email' }));
export const optionalEmail = () => z.union([z.literal(''), text(200).pipe(z.email({ error: 'email' }))]).optional().default('');
/** One of a reference list's ids; nothing chosen is 'required'. */
export const choice = <T extends string | number>(values: readonly T[]) =>
  z.custom<T>((value) => values.includes(value as T), { error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'invalidValue') });

const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
/** A calendar day 'YYYY-MM-DD' that exists (no 30 February); anything else is `error`. */
export const calendarDay = (error: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine(isRealDay, { error });
