import { z } from './zod.ts';
import { MIN_PASSWORD_LENGTH } from '../password.ts';
import { email, required, text } from './fields.ts';

/** `POST /pub/reset_password`. */
export const resetRequestSchema = z.object({ email: email() });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

/** `found: false` means no contact logs in with the address: the page then offers the manual request. */
export const resetRequestAnswerSchema = z.object({ success: z.boolean(), found: z.boolean() });
export type ResetRequestAnswer = z.infer<typeof resetRequestAnswerSchema>;

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
