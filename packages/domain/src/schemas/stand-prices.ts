import { text } from './fields.ts';
import { z } from './zod.ts';

/**
 * `PUT /be/event/{id}/hall/{hallId}/stand/{stand}/price` (issue 31): the price staff agree for one stand of the
 * event's plan, net cents in place of what its stand type's rules charge, with why; `cents: null` prices it by the
 * rules again. A price needs its reason, so that the next person at the desk knows where it comes from.
 */
export const standPriceInputSchema = z
  .object({
    cents: z
      .number({ error: 'invalidType' })
      .int({ error: 'cataloguePriceWholeCents' })
      .min(0, { error: 'cataloguePriceNegative' })
      .max(100_000_000, { error: 'invalidValue' })
      .nullable(),
    reason: text(200).optional().default(''),
  })
  .refine((input) => input.cents === null || input.reason !== '', { error: 'required', path: ['reason'] });
export type StandPriceInput = z.input<typeof standPriceInputSchema>;
