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
