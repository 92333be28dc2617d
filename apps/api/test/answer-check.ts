import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswerSchema } from '@messeportal/domain';
import { z } from 'zod';

const isJson = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('application/json');
/** The calls of the web (SPEC's paths); operators' routes (health, docs, metrics) answer for themselves. */
const isWebCall = (url: string) => /^\/(pub|fe|be)\//.test(url);

/** The Zod schema a route declares for an answer of this status, as Fastify picks it: the code, its class ('4xx'), 'default'. */
export function declaredAnswer(request: FastifyRequest, status: number): z.ZodType | undefined {
  const response = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
  const declared = response?.[status] ?? response?.[`${String(status)[0]}xx`] ?? response?.default;
  return declared instanceof z.ZodType ? declared : undefined;
}

/** Where two JSON values differ, as paths ('documents.*.secret'); array indices as '*'. */
function differences(made: unknown, sent: unknown, path: string): string[] {
  if (isDeepStrictEqual(made, sent)) return [];
  if (made && sent && typeof made === 'object' && typeof sent === 'object') {
    const keys = new Set([...Object.keys(made), ...Object.keys(sent)]);
    const at = (key: string) => (path ? `${path}.` : '') + (Array.isArray(made) ? '*' : key);
    return [...keys].flatMap((key) => differences((made as Record<string, unknown>)[key], (sent as Record<string, unknown>)[key], at(key)));
  }
  return [path || '(the whole answer)'];
}

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * Holds every answer to the schema its route declares (`schema.response`), so that the schemas the web reads
 * its answers through cannot drift from what the API means to send. In production the serializer encodes each
 * answer through that schema, leaving out what the schema does not name; here that is a problem too, as is a
 * JSON answer of a web call whose route declares no schema for its status, and bytes sent past the serializer
 * (lib/serialised-once.ts) that the schema does not describe. Collects the problems; the test app fails on them.
 */
export function createAnswerCheck() {
  const problems: string[] = [];
  const serialised = new WeakSet<FastifyRequest>();

  function check(request: FastifyRequest, reply: FastifyReply, answer: unknown) {
    const route = request.routeOptions.url ?? request.url;
    if (!isWebCall(route)) return;
    const call = `${request.method} ${route} (${reply.statusCode})`;
    // A failure outside any route (an unknown path) still answers the error contract.
    const schema = declaredAnswer(request, reply.statusCode) ?? (reply.statusCode >= 400 && !request.routeOptions.url ? errorAnswerSchema : undefined);
    if (!schema) {
      problems.push(`${call}: no answer schema declared on the route`);
      return;
    }
    const encoded = schema.safeEncode(answer);
    if (!encoded.success) {
      problems.push(`${call}: ${encoded.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      return;
    }
    const leftOut = [...new Set(differences(asJson(answer), asJson(encoded.data), ''))];
    if (leftOut.length > 0) problems.push(`${call}: answers what its schema does not describe: ${leftOut.join(', ')}`);
  }

  return {
    problems,
    /** The answer as the route made it, before the serializer encodes it (preSerialization). */
    made(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      serialised.add(request);
      check(request, reply, payload);
    },
    /** The answer as it is sent (onSend): JSON text or bytes the route made itself are read back and checked. */
    sent(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (serialised.has(request) || !isJson(reply)) return;
      const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
      if (typeof text === 'string') check(request, reply, JSON.parse(text));
    },
  };
}
