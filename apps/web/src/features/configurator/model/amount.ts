import type { Lang } from '@messeportal/domain';

/**
 * A typed quantity as a number: digits with '.' or ',' as the decimal mark and at most two decimals
 * (hours, m³ …); an empty field is 0. Anything else — letters, a minus, a third decimal — is null.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,7}([.,]\d{0,2})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

export type TypedPrice = { valid: true; price: number | null } | { valid: false };

/**
 * A typed deviating price in euros, read like a quantity (two decimals at most, '.' or ','); an empty
 * field is no deviating price, so the list price applies. 0 is a real price: free of charge.
 */
export function parsePrice(text: string): TypedPrice {
  if (text.trim() === '') return { valid: true, price: null };
  const price = parseAmount(text);
  return price === null ? { valid: false } : { valid: true, price };
}

/** A stored price as the field shows it: two decimals, with the language's decimal mark ('189,05' in German). */
export function priceText(price: number | null | undefined, lang: Lang): string {
  if (typeof price !== 'number') return '';
  const text = price.toFixed(2);
  return lang === 'de' ? text.replace('.', ',') : text;
}
