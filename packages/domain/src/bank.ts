/**
 * Bank account rules of the organiser settings (issue 15). An IBAN is written in groups of four for people and
 * stored without spaces; its two check digits make the whole number, read as ISO 13616 says, leave 1 modulo 97.
 */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** As printed: groups of four. */
export const formatIban = (value: string): string => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** Bank, country, location and an optional branch: 8 or 11 characters (ISO 9362). */
export const isValidBic = (value: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
