import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginChallengeSchema,
  loginCodeSchema,
  loginInputSchema,
  staffLoginAnswerSchema,
  staffLoginSetupAnswerSchema,
  staffLoginStepAnswerSchema,
  twoFactorSecretAnswerSchema,
} from '@messeportal/domain';
import { accountOf, clientOf, loginLimits, publicStep } from '../auth/routes.ts';
import { openStaffSession, type LoginClient, type StaffLoginUser } from '../auth/service.ts';
import { acceptedStep, totpUri } from '../auth/two-factor.ts';
import { consumeChallenge, consumeSecondFactor, enableSecondFactor, findChallenge } from '../auth/two-factor-repo.ts';
import { AppError } from '../http/app-error.ts';
import { readOrganiserSettings } from '../settings/repo.ts';
import { queueNewDeviceMail } from './new-device-mail.ts';
import { staffPasswordStep } from './password-step.ts';

/**
 * The staff's login (issue 32): the password, then, with a second factor, its code, or, where the organiser requires
 * one not set up yet, setting it up; a session from a browser not seen before is mailed to the staff member.
 */
export const staffLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = loginLimits(app);
  const { sessionHours } = app.config;

  /** The session of a staff login whose every factor was right; a browser not seen before is mailed to them. */
  async function staffSession(user: StaffLoginUser, verifiedHash: string, client: LoginClient) {
    const { answer, isNewDevice } = await openStaffSession(app.db, user, verifiedHash, sessionHours, client);
    if (isNewDevice) {
      await queueNewDeviceMail(app.db, user, client.userAgent, app.config.publicUrl);
      app.mailQueued();
    }
    return answer;
  }

  app.post('/be/login_check', publicStep(loginInputSchema, staffLoginStepAnswerSchema), (request) =>
    limited(request, accountOf('be', request.body.username), async () => {
      const client = clientOf(request);
      const step = await staffPasswordStep(app.db, request.body, client);
      return step.secondStep ?? staffSession(step.user, step.passwordHash, client);
    }),
  );

  // The second step (issue 32). A wrong code counts as a failed login of the account: too many lock it as they do.
  // A right code uses its challenge up: of two calls at once with it, one opens a session.
  const challengeGone = () => new AppError(401, 'secondStepExpired', { property: 'code' });
  const codeWrong = () => new AppError(401, 'twoFactorCodeInvalid', { property: 'code' });
  const clientOfChallenge = (challenge: { userAgent: string; device: string | null }): LoginClient => ({ userAgent: challenge.userAgent, device: challenge.device ?? undefined });

  app.post('/be/login_code', publicStep(loginCodeSchema, staffLoginAnswerSchema), async (request) => {
    const challenge = await findChallenge(app.db, request.body.challenge, 'code');
    if (!challenge) throw challengeGone();
    return limited(request, accountOf('be', challenge.user.email), async () => {
      if (!(await consumeSecondFactor(app.db, challenge.user, request.body.code))) throw codeWrong();
      if (!(await consumeChallenge(app.db, challenge.tokenHash))) throw challengeGone();
      return staffSession(challenge.user, challenge.passwordHash, clientOfChallenge(challenge));
    });
  });

  app.post('/be/login_setup', publicStep(loginChallengeSchema, twoFactorSecretAnswerSchema), async (request) => {
    const challenge = await findChallenge(app.db, request.body.challenge, 'setup');
    if (!challenge?.secret) throw challengeGone();
    const { companyName } = await readOrganiserSettings(app.db);
    return { secret: challenge.secret, uri: totpUri(challenge.secret, challenge.user.email, companyName) };
  });

  app.post('/be/login_setup/confirm', publicStep(loginCodeSchema, staffLoginSetupAnswerSchema), async (request) => {
    const challenge = await findChallenge(app.db, request.body.challenge, 'setup');
    if (!challenge?.secret) throw challengeGone();
    const secret = challenge.secret;
    return limited(request, accountOf('be', challenge.user.email), async () => {
      const step = acceptedStep(secret, request.body.code);
      if (step === null) throw codeWrong();
      if (!(await consumeChallenge(app.db, challenge.tokenHash))) throw challengeGone();
      const recoveryCodes = await enableSecondFactor(app.db, challenge.user.id, secret, step);
      return { ...(await staffSession(challenge.user, challenge.passwordHash, clientOfChallenge(challenge))), recoveryCodes };
    });
  });

};
