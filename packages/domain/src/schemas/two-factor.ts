import { TWO_FACTOR_REQUIREMENTS } from '../two-factor.ts';
import { staffLoginAnswerSchema } from './auth.ts';
import { required } from './fields.ts';
import { z } from './zod.ts';

/**
 * `POST /be/login_check` when the password is right and a second factor is needed: `code`, the authenticator's
 * code (`POST /be/login_code`); `setup`, the organiser requires one the staff member has not set up yet
 * (`POST /be/login_setup`, then `POST /be/login_setup/confirm`). `challenge` names this login's second step.
 */
export const staffSecondStepSchema = z.object({ secondStep: z.enum(['code', 'setup']), challenge: z.string() });
export type StaffSecondStep = z.infer<typeof staffSecondStepSchema>;
export const staffLoginStepAnswerSchema = z.union([staffLoginAnswerSchema, staffSecondStepSchema]);
export type StaffLoginStepAnswer = z.infer<typeof staffLoginStepAnswerSchema>;

/** The second step of a login: its challenge and the authenticator's code or a recovery code. */
export const loginCodeSchema = z.object({ challenge: required(200), code: required(40) });
export type LoginCodeInput = z.infer<typeof loginCodeSchema>;
export const loginChallengeSchema = z.object({ challenge: required(200) });

/** A new authenticator secret to scan (`uri`, otpauth://) or type (`secret`, base32); active once a code of it is confirmed. */
export const twoFactorSecretAnswerSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSecretAnswer = z.infer<typeof twoFactorSecretAnswerSchema>;

/** Ten recovery codes, shown this once; each logs in once instead of the authenticator's code. */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** `POST /be/login_setup/confirm`: the session, and the recovery codes of the second factor just set up. */
export const staffLoginSetupAnswerSchema = staffLoginAnswerSchema.extend({ recoveryCodes: z.array(z.string()) });
export type StaffLoginSetupAnswer = z.infer<typeof staffLoginSetupAnswerSchema>;

/** `GET /be/two_factor`: whether the own account has a second factor, whether the organiser requires one, codes left. */
export const twoFactorStateSchema = z.object({ enabled: z.boolean(), required: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

/** An authenticator's code, to confirm a new secret or to make new recovery codes. */
export const twoFactorCodeSchema = z.object({ code: required(40) });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** `POST /be/two_factor/disable`: the own password, so that a session left open cannot switch it off. */
export const twoFactorDisableSchema = z.object({ password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'tooLong' }) });
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;

export const twoFactorRequirementSchema = z.enum(TWO_FACTOR_REQUIREMENTS, { error: 'invalidValue' });
