import { MIN_PASSWORD_LENGTH, translate } from '@messeportal/domain';
import { langOf, type Locale } from '../../../i18n/locale.ts';

// Plain checks of what the user can fix before sending; the server validates with its schemas. Zod stays
// out of the login chunk this way.

/** Only a plausibility check: whether the address belongs to a contact is the server's answer. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const requiredRule = (value: string) => (value.trim() ? null : 'required');

export const emailRule = (value: string) => (!value.trim() ? 'required' : looksLikeEmail(value) ? null : 'email');

/** Digits, spaces and + / ( ) -, with at least six digits; empty is fine (the phone is optional). */
export function optionalPhoneRule(value: string) {
  const phone = value.trim();
  if (!phone) return null;
  return /^\+?[\d\s/()-]*$/.test(phone) && phone.replace(/\D/g, '').length >= 6 ? null : 'phoneForm';
}

export const newPasswordRule = (value: string) => (!value ? 'required' : value.length < MIN_PASSWORD_LENGTH ? 'tooShort' : null);

export const passwordRepeatRule = (value: string, values: { password: string }) =>
  !value ? 'required' : value !== values.password ? 'passwordsDiffer' : null;

/** A rule's message code as text of the current language, with the limits these forms use filled in. */
export function ruleMessage(code: unknown, locale: Locale): string | undefined {
  return typeof code === 'string' && code !== '' ? translate(code, langOf(locale), { min: MIN_PASSWORD_LENGTH }) : undefined;
}
