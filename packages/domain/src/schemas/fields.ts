import { compactIban, isValidBic, isValidIban } from '../bank.ts';
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

/**
 * The years a date may fall in (decision): a fair's dates, payments and the filters of lists lie between them.
 * PostgreSQL holds no year 0, and JavaScript writes the years before it with a sign no database reads.
 */
export const DATE_YEARS = { first: 1900, last: 2999 } as const;
const withinYears = (date: Date) => date.getUTCFullYear() >= DATE_YEARS.first && date.getUTCFullYear() <= DATE_YEARS.last;

const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && withinYears(date);
};
/** A moment with its offset (ISO 8601, '2027-02-26T23:59:00+01:00') within DATE_YEARS; anything else is `error`. */
export const instantWithinYears = (error: string) => z.iso.datetime({ offset: true, error }).refine((value) => withinYears(new Date(value)), { error });

/** A calendar day 'YYYY-MM-DD' that exists (no 30 February) within DATE_YEARS; anything else is `error`. */
export const calendarDay = (error: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine(isRealDay, { error });

/** An IBAN as typed (with spaces, in lower case): compacted and checked by its check digits. */
export const iban = () =>
  required(50)
    .transform(compactIban)
    .refine((value) => isValidIban(value), { error: 'ibanInvalid' });

/** A BIC, which may be left out: upper case and checked by its form. */
export const bic = () =>
  optional(11)
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => value === '' || isValidBic(value), { error: 'bicInvalid' });
