import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessage, translate, type ErrorAnswer, type IssueLike, type Lang, type MessageCode } from '@messeportal/domain';
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

/** One answer shape for every failure: `{ success: false, errors: [{ property, message }] }`, never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'de';
    if (error instanceof AppError) {
      const errors = error.fields.map((f) => ({
        property: f.property,
        message: 'message' in f ? f.message : translate(f.code, lang, f.params),
      }));
      return reply.status(error.statusCode).send(errorBody(errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody(validationErrors(error, lang)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody(clientError(error, lang)));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody([{ property: '', message: translate('actionFailed', lang) }]));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody([{ property: '', message: translate('notFound', request.lang ?? 'de') }]));
  });
});
