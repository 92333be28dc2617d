import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginAnswerSchema,
  loginChallengeSchema,
  loginCodeSchema,
  loginInputSchema,
  staffLoginAnswerSchema,
  staffLoginSetupAnswerSchema,
  staffLoginStepAnswerSchema,
  successAnswerSchema,
  twoFactorSecretAnswerSchema,
  type LoginInput,
  type SuccessAnswer,
} from '@messeportal/domain';
import type { z } from 'zod';
import { readOrganiserSettings } from '../settings/repo.ts';
import { acceptedStep, totpUri } from './two-factor.ts';
import { enableSecondFactor, findChallenge, consumeChallenge, consumeSecondFactor } from './two-factor-repo.ts';
import { answers } from '../http/answers.ts';
import { AppError } from '../http/app-error.ts';
import { createFailedLoginCounter } from './failed-logins.ts';
import { queueNewDeviceMail } from './new-device-mail.ts';
import { loginExhibitor, loginStaff, logout, openStaffSession, type LoginClient, type StaffLoginUser } from './service.ts';
import { bearerToken } from './token.ts';

const WINDOW = 15 * 60_000;

const tooMany = (minutes: number) => new AppError(429, 'tooManyRequests', { property: 'username', params: { minutes } });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every attempt from one address counts (spraying many accounts); per account only the failures count.
  const perAddress = app.createRateLimit({ max: app.config.loginLimitPerAddress, timeWindow: WINDOW, keyGenerator: (r) => `login:${r.ip}` });
  const failedLogins = createFailedLoginCounter(app.db, app.config.loginLimitPerAccount, WINDOW);

  /** An attempt at an account's login (`fe:` or `be:` and its username): counted per address, its failures per account. */
  async function limited<T>(request: FastifyRequest, account: string, attempt: () => Promise<T>) {
    const address = await perAddress(request);
    if (!address.isAllowed && address.isExceeded) throw tooMany(Math.ceil(address.ttl / 60_000));
    const minutes = await failedLogins.blockedMinutes(account);
    if (minutes > 0) throw tooMany(minutes);
    try {
      const result = await attempt();
      await failedLogins.succeed(account);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) await failedLogins.fail(account);
      throw error;
    }
  }

  const publicStep = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => ({
    config: { access: 'public' as const },
    schema: { body, response: answers(answer) },
  });
  const { sessionHours } = app.config;

  const clientOf = (request: FastifyRequest<{ Body: LoginInput }>): LoginClient => ({ userAgent: request.headers['user-agent'] ?? '', device: request.body.device });

  const accountOf = (area: 'fe' | 'be', username: string) => `${area}:${username.toLowerCase()}`;

  /** The session of a staff login whose every factor was right; a browser not seen before is mailed to them. */
  async function staffSession(user: StaffLoginUser, verifiedHash: string, client: LoginClient) {
    const { answer, isNewDevice } = await openStaffSession(app.db, user, verifiedHash, sessionHours, client);
    if (isNewDevice) {
      await queueNewDeviceMail(app.db, user, client.userAgent, app.config.publicUrl);
      app.mailQueued();
    }
    return answer;
  }

  app.post('/fe/login_check', publicStep(loginInputSchema, loginAnswerSchema), (request) =>
    limited(request, accountOf('fe', request.body.username), () => loginExhibitor(app.db, request.body, sessionHours, clientOf(request))),
  );
  app.post('/be/login_check', publicStep(loginInputSchema, staffLoginStepAnswerSchema), (request) =>
    limited(request, accountOf('be', request.body.username), async () => {
      const client = clientOf(request);
      const step = await loginStaff(app.db, request.body, client);
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

  const end = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await logout(app.db, token);
    return { success: true } satisfies SuccessAnswer;
  };
  app.post('/fe/logout', { config: { access: 'exhibitor' }, schema: { response: answers(successAnswerSchema) } }, end);
  app.post('/be/logout', { config: { access: 'staff', may: 'anyStaff' }, schema: { response: answers(successAnswerSchema) } }, end);
};
