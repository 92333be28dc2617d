import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAnswerSchema, loginInputSchema, staffLoginAnswerSchema, successAnswerSchema, type LoginInput, type SuccessAnswer } from '@messeportal/domain';
import { answers } from '../http/answers.ts';
import { AppError } from '../http/app-error.ts';
import { createFailedLoginCounter } from './failed-logins.ts';
import { queueNewDeviceMail } from './new-device-mail.ts';
import { loginExhibitor, loginStaff, logout, type LoginClient } from './service.ts';
import { bearerToken } from './token.ts';

const WINDOW = 15 * 60_000;

const tooMany = (minutes: number) => new AppError(429, 'tooManyRequests', { property: 'username', params: { minutes } });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every attempt from one address counts (spraying many accounts); per account only the failures count.
  const perAddress = app.createRateLimit({ max: app.config.loginLimitPerAddress, timeWindow: WINDOW, keyGenerator: (r) => `login:${r.ip}` });
  const failedLogins = createFailedLoginCounter(app.db, app.config.loginLimitPerAccount, WINDOW);

  async function limited<T>(request: FastifyRequest, area: string, input: LoginInput, attempt: () => Promise<T>) {
    const address = await perAddress(request);
    if (!address.isAllowed && address.isExceeded) throw tooMany(Math.ceil(address.ttl / 60_000));
    const account = `${area}:${input.username.toLowerCase()}`;
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

  const login = <Answer extends typeof loginAnswerSchema | typeof staffLoginAnswerSchema>(answer: Answer) => ({
    config: { access: 'public' as const },
    schema: { body: loginInputSchema, response: answers(answer) },
  });
  const { sessionHours } = app.config;

  const clientOf = (request: FastifyRequest<{ Body: LoginInput }>): LoginClient => ({ userAgent: request.headers['user-agent'] ?? '', device: request.body.device });

  app.post('/fe/login_check', login(loginAnswerSchema), (request) =>
    limited(request, 'fe', request.body, () => loginExhibitor(app.db, request.body, sessionHours, clientOf(request))),
  );
  app.post('/be/login_check', login(staffLoginAnswerSchema), (request) =>
    limited(request, 'be', request.body, async () => {
      const client = clientOf(request);
      const { answer, user, isNewDevice } = await loginStaff(app.db, request.body, sessionHours, client);
      if (isNewDevice) {
        await queueNewDeviceMail(app.db, user, client.userAgent, app.config.publicUrl);
        app.mailQueued();
      }
      return answer;
    }),
  );

  const end = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await logout(app.db, token);
    return { success: true } satisfies SuccessAnswer;
  };
  app.post('/fe/logout', { config: { access: 'exhibitor' }, schema: { response: answers(successAnswerSchema) } }, end);
  app.post('/be/logout', { config: { access: 'staff', may: 'anyStaff' }, schema: { response: answers(successAnswerSchema) } }, end);
};
