import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInputSchema } from '@messeportal/domain';
import { AppError } from '../../http/app-error.ts';
import { loginExhibitor, loginStaff, logout } from './service.ts';
import { bearerToken } from './token.ts';

const WINDOW = 15 * 60_000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = app.createRateLimit({ max: app.config.loginLimitPerAddress, timeWindow: WINDOW, keyGenerator: (r) => `login:ip:${r.ip}` });
  const perAccount = app.createRateLimit({
    max: app.config.loginLimitPerAccount,
    timeWindow: WINDOW,
    keyGenerator: (r) => `login:${r.url.startsWith('/be/') ? 'staff' : 'exhibitor'}:${String((r.body as { username?: unknown })?.username ?? '').trim().toLowerCase()}`,
  });

  // Both limits count every attempt, so guessing is slow whether it targets one account or many.
  async function limitLogin(request: FastifyRequest) {
    for (const limit of [perAddress, perAccount]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, 'tooManyRequests', { property: 'username', params: { minutes: Math.ceil(result.ttl / 60_000) } });
      }
    }
  }

  const login = { config: { access: 'public' as const }, schema: { body: loginInputSchema }, preHandler: limitLogin };

  app.post('/fe/login_check', login, (request) => loginExhibitor(app.db, request.body, app.config.sessionHours));
  app.post('/be/login_check', login, (request) => loginStaff(app.db, request.body, app.config.sessionHours));

  const end = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await logout(app.db, token);
    return { success: true };
  };
  app.post('/fe/logout', { config: { access: 'exhibitor' } }, end);
  app.post('/be/logout', { config: { access: 'staff' } }, end);
};
