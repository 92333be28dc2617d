import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const MINUTE = 60_000;

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the request against `limiter`; over the limit the caller learns in how many minutes to try again. */
export async function withinLimit(limiter: Limiter, request: FastifyRequest, property: string) {
  const state = await limiter(request);
  // isAllowed means 'on the allow list'; only the other branch counts.
  if (!state.isAllowed && state.isExceeded) {
    throw new AppError(429, 'tooManyRequests', { property, params: { minutes: Math.max(1, Math.ceil(state.ttl / MINUTE)) } });
  }
}

/** A limit per e-mail address named in the request's body (lower case), counted under `name`. */
export const perEmail = (app: FastifyInstance, name: string, max: number, timeWindow: number, emailOf: (request: FastifyRequest) => string) =>
  app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${emailOf(request).toLowerCase()}` });
