import type { StaffRole } from './staff.ts';

/**
 * Two-factor login for staff (issue 32): a code of an authenticator app (TOTP, RFC 6238) after the password, or one
 * of ten recovery codes, each good once. The organiser decides whom it binds: nobody, the admins or all staff.
 */
export const TWO_FACTOR_REQUIREMENTS = ['none', 'admins', 'all'] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];

/** Whether the organiser's setting makes a staff member of this role log in with a second factor. */
export const twoFactorRequired = (requirement: TwoFactorRequirement, role: StaffRole): boolean =>
  requirement === 'all' || (requirement === 'admins' && role === 'admin');

/** The authenticator's codes: six digits a 30-second step, a step either side of the server's clock accepted. */
export const TOTP_RULES = { digits: 6, period: 30, window: 1 } as const;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a login waits for its code. */
export const SECOND_STEP_MINUTES = 10;

/** An authenticator's code as typed ("123 456"): its digits, or null when it is not six digits. */
export function totpCodeOf(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A recovery code as typed, in any case, with or without its dash: what is compared. */
export const recoveryCodeKey = (typed: string): string => typed.toLowerCase().replace(/[^a-z0-9]/g, '');
