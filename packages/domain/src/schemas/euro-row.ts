import { z } from './zod.ts';

/** A price position as the API answers it: money in euros with two decimals, `unit` as the language names it. */
export const euroRowSchema = z.object({
  description: z.string(),
  amount: z.number(),
  unit: z.string(),
  priceSingle: z.number(),
  sum: z.number(),
});
export type EuroRow = z.infer<typeof euroRowSchema>;
