import { z } from 'zod';

/** The shortest password the portal accepts (the same as at registration). */
export const MIN_PASSWORD_LENGTH = 7;

/** Missing → 'required', not text → 'invalidType'; trimmed, at most `max` characters. */
const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType') })
    .trim()
    .max(max, { error: 'tooLong' });
const required = (max: number) => text(max).min(1, { error: 'required' });
const email = () => required(200).pipe(z.email({ error: 'email' }));

/** `POST /pub/reset_password`. */
export const resetRequestSchema = z.object({ email: email() });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

// Passwords are taken as typed: no trimming, a space may be part of one.
const password = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType') }).max(200, { error: 'tooLong' });

/** `POST /pub/reset_password/{token}`. */
export const newPasswordSchema = z
  .object({
    password: password().min(1, { error: 'required', abort: true }).min(MIN_PASSWORD_LENGTH, { error: 'tooShort' }),
    passwordRepeat: password().min(1, { error: 'required' }),
  })
  .superRefine((input, ctx) => {
    if (input.passwordRepeat && input.password !== input.passwordRepeat) {
      ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: 'passwordsDiffer' });
    }
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** Digits, spaces and the usual separators, with at least six digits; empty is fine. */
const optionalPhone = () =>
  text(40)
    .refine((value) => value === '' || (/^\+?[\d\s/()-]*$/.test(value) && value.replace(/\D/g, '').length >= 6), { error: 'phoneForm' })
    .optional()
    .default('');

/** `POST /pub/credentials_request`: someone whose address is unknown asks the organiser for credentials. */
export const credentialsRequestSchema = z.object({
  company: required(200),
  name: required(200),
  email: email(),
  phone: optionalPhone(),
  message: text(2000).optional().default(''),
});
export type CredentialsRequestInput = z.infer<typeof credentialsRequestSchema>;
