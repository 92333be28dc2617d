import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { langFromLocale, translate, type MessageCode } from '@messeportal/domain';
import { AppError } from './app-error.ts';

/** Deeper than any request of this API (a configuration is four levels deep), far below a stack's limits. */
export const MAX_DEPTH = 32;

interface Unstorable {
  property: string;
  code: 'unstorableText' | 'nestedTooDeeply';
}

/**
 * The first place in a parsed request part that no route may be handed: text PostgreSQL cannot store (a NUL
 * character, a lone UTF-16 surrogate) or nesting deeper than MAX_DEPTH. Walks iteratively, so the walk itself
 * cannot overflow the stack.
 */
export function findUnstorable(value: unknown): Unstorable | undefined {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0') || !current.isWellFormed()) return { property: path, code: 'unstorableText' };
    } else if (current !== null && typeof current === 'object') {
      // Named by the top-level field: the full path of something 32 levels deep says nothing more.
      if (depth >= MAX_DEPTH) return { property: path.split('.')[0]!, code: 'nestedTooDeeply' };
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\0') || !key.isWellFormed()) return { property: path, code: 'unstorableText' };
        stack.push([child, path ? `${path}.${key}` : key, depth + 1]);
      }
    }
  }
  return undefined;
}

/** Refuses, before validation, any path parameter, query or JSON body that holds what cannot be stored. */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, Buffer.isBuffer(request.body) ? undefined : request.body]) {
      const found = findUnstorable(part);
      if (found) throw new AppError(400, found.code, { property: found.property });
    }
  });
});

/** The language of a request the router could not take apart, from its raw URL. */
const rawLang = (url: string) => langFromLocale(/[?&]lang=([^&]*)/.exec(url)?.[1]);

/**
 * Fastify's own answers for URLs its router cannot read (a malformed percent-encoding, an over-long path
 * parameter), in the error contract, without echoing the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: MessageCode = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'badAddress' : 'badRequest';
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.status(status).send({ success: false, errors: [{ property: '', message: translate(code, rawLang(request.raw.url ?? '')) }] });
}
