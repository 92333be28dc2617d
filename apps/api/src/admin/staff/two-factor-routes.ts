import {
  recoveryCodesAnswerSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorRequired,
  twoFactorSecretAnswerSchema,
  twoFactorStateSchema,
  type TwoFactorState,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../../platform/auth/password.ts';
import { staffOf } from '../../platform/auth/staff.ts';
import { acceptedStep, newTotpSecret, totpUri } from '../../platform/auth/two-factor.ts';
import { disableSecondFactor, enableSecondFactor, replaceRecoveryCodes, secondFactorOf, setPendingSecret, consumeSecondFactor } from '../../platform/auth/two-factor-repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { answers } from '../../platform/http/answers.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';

const anyStaff = { access: 'staff', may: 'anyStaff' } as const;
const codeWrong = () => new AppError(400, 'twoFactorCodeInvalid', { property: 'code' });

/** The own second factor with what the organiser requires of the own role. */
async function stateOf(db: Db, staffUserId: number) {
  const [factor, settings] = await Promise.all([secondFactorOf(db, staffUserId), readOrganiserSettings(db)]);
  const state: TwoFactorState = { enabled: factor.totpSecret !== null, required: twoFactorRequired(settings.twoFactorRequired, factor.role), recoveryCodesLeft: factor.recoveryCodesLeft };
  return { factor, settings, state };
}

/**
 * A staff member's own second factor (issue 32): set up an authenticator app (a secret to scan, active once a
 * code of it is confirmed, with ten recovery codes), new recovery codes, and switching it off with the password
 * where the organiser does not require it.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/two_factor', { config: anyStaff, schema: { response: answers(twoFactorStateSchema) } }, async (request) => {
    return (await stateOf(app.db, (await staffOf(request)).staffUserId)).state;
  });

  app.post('/be/two_factor/setup', { config: anyStaff, schema: { response: answers(twoFactorSecretAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const { factor, settings, state } = await stateOf(app.db, staffUserId);
    if (state.enabled) throw new AppError(409, 'twoFactorAlreadyOn');
    const secret = newTotpSecret();
    await setPendingSecret(app.db, staffUserId, secret);
    return { secret, uri: totpUri(secret, factor.email, settings.companyName) };
  });

  app.post('/be/two_factor/enable', { config: anyStaff, schema: { body: twoFactorCodeSchema, response: answers(recoveryCodesAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const { factor, state } = await stateOf(app.db, staffUserId);
    if (state.enabled) throw new AppError(409, 'twoFactorAlreadyOn');
    if (!factor.totpPendingSecret) throw new AppError(409, 'twoFactorNotPending');
    const step = acceptedStep(factor.totpPendingSecret, request.body.code);
    if (step === null) throw codeWrong();
    return { recoveryCodes: await enableSecondFactor(app.db, staffUserId, factor.totpPendingSecret, step) };
  });

  app.post('/be/two_factor/recovery_codes', { config: anyStaff, schema: { body: twoFactorCodeSchema, response: answers(recoveryCodesAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const { factor, state } = await stateOf(app.db, staffUserId);
    if (!state.enabled) throw new AppError(409, 'twoFactorOff');
    if (!(await consumeSecondFactor(app.db, { id: staffUserId, totpSecret: factor.totpSecret }, request.body.code))) throw codeWrong();
    return { recoveryCodes: await replaceRecoveryCodes(app.db, staffUserId) };
  });

  app.post('/be/two_factor/disable', { config: anyStaff, schema: { body: twoFactorDisableSchema, response: answers(twoFactorStateSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const { factor, state } = await stateOf(app.db, staffUserId);
    if (!state.enabled) throw new AppError(409, 'twoFactorOff');
    if (state.required) throw new AppError(409, 'twoFactorRequiredBySettings');
    if (!factor.passwordHash || !(await verifyPassword(factor.passwordHash, request.body.password))) throw new AppError(400, 'passwordCurrentWrong', { property: 'password' });
    await disableSecondFactor(app.db, staffUserId);
    return (await stateOf(app.db, staffUserId)).state;
  });
};
