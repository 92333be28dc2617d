import { errorAnswerSchema } from '@messeportal/domain';
import { z } from 'zod';

/** Every failure a route answers, whatever the status (errors.ts, input-guard.ts): `{ success: false, errors }`. */
const failures = { '4xx': errorAnswerSchema, '5xx': errorAnswerSchema } as const;

/**
 * `schema.response` of a JSON route: `ok`, a schema of the domain, for 200 and the error answer for 4xx and 5xx.
 * The serializer (fastify-type-provider-zod) encodes every answer through them, in production too: a field the
 * schema does not name is left out, a value it does not describe is a 500 (logged). Answers sent as bytes
 * (lib/serialised-once.ts) pass by the serializer; they are encoded through the same schema when they are made.
 */
export const answers = <Ok extends z.ZodType>(ok: Ok) => ({ 200: ok, ...failures });

/** The bytes of a file (a buffer or a stream), not described further: the serializer never sees them. */
const bytes: z.ZodType<unknown> = z.string().meta({ format: 'binary' });

/**
 * `schema.response` of a download (PDF, XML, CSV, a stored file): the file's content type for the API document,
 * no JSON schema (bytes are sent as they are), and the error answer for 4xx and 5xx.
 */
export const download = (description: string, ...contentTypes: string[]) => ({
  200: { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: bytes }])) },
  ...failures,
});

