import { amountToCents } from '@messeportal/domain';

/** What a money input holds: euros as a number, '' while empty (Mantine's NumberInput), or a typed text. */
export type EuroValue = number | string;

/** Integer cents as the euros a money input shows (189.05). */
export const centsToEuros = (cents: number): number => cents / 100;

/**
 * Euros from a money input as the integer cents the API takes, rounded half-up to the cent like the server's
 * pricing. Empty is undefined (the schema then says "required"); text that is no number is NaN (the schema
 * says "invalid").
 */
export function eurosToCents(value: EuroValue): number | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    const euros = Number(text.replace(/\s/g, '').replace(',', '.'));
    return Number.isFinite(euros) ? amountToCents(euros) : Number.NaN;
  }
  return Number.isFinite(value) ? amountToCents(value) : Number.NaN;
}

/** A whole number from a number input ('' is undefined, for "required"). */
export const wholeOrUndefined = (value: number | string): number | undefined => (value === '' ? undefined : Number(value));
