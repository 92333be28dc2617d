import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessage, translate, translateServer, type ErrorAnswer, type IssueLike, type Lang, type MessageCode } from '@messeportal/domain';
import { AppError } from './app-error.ts';

const errorBody = (errors: ErrorAnswer['errors']): ErrorAnswer => ({ success: false, errors });

/** Fastify's own client errors, by status, as our translated codes. */
const codeForStatus: Record<number, MessageCode> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

function validationErrors(error: FastifyError, lang: Lang): ErrorAnswer['errors'] {
  return (error.validation ?? []).map((entry) => {
    const path = entry.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const issue: IssueLike = { ...(entry.params as IssueLike), code: entry.keyword, message: entry.message };
    return { property: path || error.validationContext || '', message: issueMessage(issue, lang) };
  });
}

function clientError(error: FastifyError, lang: Lang): ErrorAnswer['errors'] {
  const status = error.statusCode ?? 400;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return [{ property: 'body', message: translate('malformedBody', lang) }];
  }
  return [{ property: '', message: translate(codeForStatus[status] ?? 'badRequest', lang, { minutes: 15 }) }];
}

/** SQLSTATE classes and codes of a database that is away: connection exceptions, shutting down, starting up. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_SYSCALLS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND']);

/** True when a failure (or its cause, as drizzle wraps the driver's error) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SYSCALLS.has(code))) return true;
    if (/^Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i.test(current.message)) return true;
  }
  return false;
}

/** One answer shape for every failure: `{ success: false, errors: [{ property, message }] }`, never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'de';
    if (error instanceof AppError) {
      const errors = error.fields.map((f) => ({
        property: f.property,
        message: 'message' in f ? f.message : translateServer(f.code, lang, f.params),
      }));
      return reply.status(error.statusCode).send(errorBody(errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody(validationErrors(error, lang)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody(clientError(error, lang)));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error.message }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody([{ property: '', message: translate('serviceUnavailable', lang) }]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody([{ property: '', message: translate('actionFailed', lang) }]));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody([{ property: '', message: translate('notFound', request.lang ?? 'de') }]));
  });
});
