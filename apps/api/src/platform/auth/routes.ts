import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAnswerSchema, loginInputSchema, successAnswerSchema, type LoginInput, type SuccessAnswer } from '@messeportal/domain';
import type { z } from 'zod';
import { answers } from '../http/answers.ts';
import { AppError } from '../http/app-error.ts';
import { createFailedLoginCounter } from './failed-logins.ts';
import { loginExhibitor, logout, type LoginClient } from './service.ts';
import { bearerToken } from './token.ts';

const WINDOW = 15 * 60_000;

const tooMany = (minutes: number) => new AppError(429, 'tooManyRequests', { property: 'username', params: { minutes } });

/**
 * The limits of every login step, exhibitors' and staff's (a password, a second factor's code): every attempt from
 * one address counts (spraying many accounts), per account only the failures (a 401). Both kept in PostgreSQL.
 */
export function loginLimits(app: FastifyInstance) {
  const perAddress = app.createRateLimit({ max: app.config.loginLimitPerAddress, timeWindow: WINDOW, keyGenerator: (r) => `login:${r.ip}` });
  const failedLogins = createFailedLoginCounter(app.db, app.config.loginLimitPerAccount, WINDOW);

  /** An attempt at an account's login (see accountOf), refused with 429 while the address or the account is locked. */
  return async function limited<T>(request: FastifyRequest, account: string, attempt: () => Promise<T>) {
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
  };
}

/** The account a login step counts against: the area and the username. */
export const accountOf = (area: 'fe' | 'be', username: string) => `${area}:${username.toLowerCase()}`;

/** The route options of a public login step. */
export const publicStep = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => ({
  config: { access: 'public' as const },
  schema: { body, response: answers(answer) },
});

/** The browser a login comes from. */
export const clientOf = (request: FastifyRequest<{ Body: LoginInput }>): LoginClient => ({ userAgent: request.headers['user-agent'] ?? '', device: request.body.device });

/** The exhibitors' login and everyone's logout; the staff's login steps are platform/staff-login's. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = loginLimits(app);
  const { sessionHours } = app.config;

  app.post('/fe/login_check', publicStep(loginInputSchema, loginAnswerSchema), (request) =>
    limited(request, accountOf('fe', request.body.username), () => loginExhibitor(app.db, request.body, sessionHours, clientOf(request))),
  );

  const end = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await logout(app.db, token);
    return { success: true } satisfies SuccessAnswer;
  };
  app.post('/fe/logout', { config: { access: 'exhibitor' }, schema: { response: answers(successAnswerSchema) } }, end);
  app.post('/be/logout', { config: { access: 'staff', may: 'anyStaff' }, schema: { response: answers(successAnswerSchema) } }, end);
};
