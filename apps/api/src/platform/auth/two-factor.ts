import { randomBytes } from 'node:crypto';
import { recoveryCodeKey, RECOVERY_CODE_COUNT, TOTP_RULES, totpCodeOf } from '@messeportal/domain';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from './token.ts';

/** A new authenticator secret: 160 random bits, base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * The otpauth:// address an authenticator app scans: the organiser as issuer (the product's name while it has none),
 * the staff member's e-mail as label.
 */
export const totpUri = (secret: string, email: string, organiserName: string): string =>
  new TOTP({ issuer: organiserName || 'Messeportal', label: email, secret: Secret.fromBase32(secret), digits: TOTP_RULES.digits, period: TOTP_RULES.period }).toString();

/**
 * The 30-second step of an authenticator's code that is right for the secret now (a step either side accepted),
 * or null: a wrong code, or not six digits. Whether that step was used already is the caller's to check.
 */
export function acceptedStep(secret: string, typed: string, now = Date.now()): number | null {
  const code = totpCodeOf(typed);
  if (!code) return null;
  const options = { secret: Secret.fromBase32(secret), digits: TOTP_RULES.digits, period: TOTP_RULES.period, timestamp: now };
  const delta = TOTP.validate({ ...options, token: code, window: TOTP_RULES.window });
  return delta === null ? null : TOTP.counter({ period: TOTP_RULES.period, timestamp: now }) + delta;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes of ten characters without look-alikes (l, 1, o, 0), written "abcde-fghjk". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored of a recovery code: the SHA-256 of it as compared (any case, with or without its dash). */
export const recoveryCodeHash = (typed: string): string => hashToken(recoveryCodeKey(typed));
