import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * An answer as JSON text in UTF-8, encoded through `schema` as the route's serializer would encode it (a field the
 * schema does not name is left out; a value it does not describe throws): the check the serializer makes on
 * every answer, made once for bytes that are sent many times.
 */
export const serialiseAnswer = <Schema extends z.ZodType>(schema: Schema, answer: z.output<Schema>): Buffer =>
  Buffer.from(JSON.stringify(schema.encode(answer)));

/** Sends bytes of serialiseAnswer as they are: the serializer passes them by, they were encoded when made. */
export const sendSerialised = (reply: FastifyReply, answer: Buffer) => reply.type('application/json; charset=utf-8').send(answer);

/**
 * Answers made from cached catalogue data, serialised through the route's answer schema (and encoded, so that
 * sending one copies bytes only) the first time they are asked for: one map per cached object, so a reloaded
 * cache entry (a new object) starts afresh and nothing stale is answered.
 */
export function createSerialisedAnswers<Source extends object, Schema extends z.ZodType>(schema: Schema) {
  const answers = new WeakMap<Source, Map<string, Buffer>>();
  /** The answer for `key` made from `source` by `present`, as JSON text in UTF-8. */
  return (source: Source, key: string, present: () => z.output<Schema>): Buffer => {
    const known = answers.get(source) ?? new Map<string, Buffer>();
    answers.set(source, known);
    let answer = known.get(key);
    if (answer === undefined) {
      answer = serialiseAnswer(schema, present());
      known.set(key, answer);
    }
    return answer;
  };
}
