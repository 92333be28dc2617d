import type { FastifyRequest } from 'fastify';

/** A path segment or query value long enough to be a token (a link's, a calendar address's, an offer's uuid). */
const TOKEN = /[A-Za-z0-9_-]{32,}/g;

/** A request's address as the log keeps it: the tokens in it masked, as they open what they name. */
export const withoutTokens = (url: string): string => url.replace(TOKEN, '[token]');

/** A request as the server log keeps it (the logger's `req` serializer): its method, address without tokens, caller's IP. */
export const loggedRequest = (request: FastifyRequest) => ({ method: request.method, url: withoutTokens(request.url), remoteAddress: request.ip });
