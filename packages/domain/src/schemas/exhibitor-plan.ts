import { z } from './zod.ts';

/*
 * The public plan of an event (issue 31, `#/e/{eventId}/plan`): who exhibits on which stand, for every visitor. Only
 * what an exhibitor shows the public at a fair: the company's name, its brands and their product groups; no contact,
 * address or anything else of the registration.
 */

/** A booked stand with its exhibitor. */
export const planExhibitorSchema = z.object({
  hallId: z.number(),
  /** The stand's number as the plan writes it. */
  stand: z.string(),
  company: z.string(),
  /** The brands the registration shows at the event, by name. */
  brands: z.array(z.string()),
  /** The event's product groups of those brands (names in `GET /pub/config`), in the event's order. */
  productGroupIds: z.array(z.number()),
});
export type PlanExhibitor = z.infer<typeof planExhibitorSchema>;

/** `GET /pub/event/{id}/plan/exhibitors`: the exhibitors by stand, the same for everyone (cached, with an ETag). */
export const exhibitorPlanAnswerSchema = z.object({ exhibitors: z.array(planExhibitorSchema) });
export type ExhibitorPlanAnswer = z.infer<typeof exhibitorPlanAnswerSchema>;
