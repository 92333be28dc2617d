import { z } from './zod.ts';

/** One field error as every error answer carries it; `message` is in the request's language. */
export const fieldErrorSchema = z.object({ property: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failure, whatever the call: `{ success: false, errors: [{ property, message }] }`. */
export const errorAnswerSchema = z.object({ success: z.literal(false), errors: z.array(fieldErrorSchema) });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** The answer of a call that only reports that it did what was asked (logout, resend, confirm …). */
export const successAnswerSchema = z.object({ success: z.boolean() });
export type SuccessAnswer = z.infer<typeof successAnswerSchema>;
