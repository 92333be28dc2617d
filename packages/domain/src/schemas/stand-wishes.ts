import { MAX_WISHED_STANDS, UNMET_WISHES } from '../hall-plan/stand-wishes.ts';
import { standKey } from '../registration-desk.ts';
import { optional, required } from './fields.ts';
import { STAND_SELLING_MODES } from './event-answers.ts';
import { z } from './zod.ts';

const id = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647);
const wishedStand = z.object({ hallId: id(), stand: required(20) });

/**
 * `PUT /fe/rest/registration/{id}/stand-wishes` (issue 31): what the exhibitor wishes for its stand where the organiser
 * decides. Up to three stands of the plan, each once, in the order of preference (request and approval); a hall of
 * the plan, a sector, companies wanted as neighbours and competitors to keep away (placement); a note for both.
 */
export const standWishesInputSchema = z.object({
  stands: z
    .array(wishedStand, { error: 'invalidType' })
    .max(MAX_WISHED_STANDS, { error: 'tooManyWishedStands' })
    .optional()
    .default([])
    .refine((stands) => new Set(stands.map((wish) => `${wish.hallId}/${standKey(wish.stand)}`)).size === stands.length, { error: 'standWishedTwice' }),
  hallId: id().nullable().optional().default(null),
  sector: optional(80),
  neighbours: optional(500),
  avoid: optional(500),
  note: optional(1000),
});
export type StandWishesInput = z.input<typeof standWishesInputSchema>;

const wishFields = {
  stands: z.array(z.object({ hallId: z.number(), hall: z.string(), stand: z.string() })),
  hallId: z.number().nullable(),
  sector: z.string(),
  neighbours: z.string(),
  avoid: z.string(),
  note: z.string(),
  updatedAt: z.string(),
};

/**
 * `GET /fe/rest/registration/{id}/stand-wishes`: how the event sells its stands (wishes are taken where it is 'request'
 * or 'placement'), whether the registration may still state them (not once it has a stand), its wishes, and what it
 * may wish for: the halls with their sectors, and the stands of the plan that are still to be had.
 */
export const standWishesAnswerSchema = z.object({
  standSelling: z.enum(STAND_SELLING_MODES).nullable(),
  mayChange: z.boolean(),
  wish: z.object(wishFields).nullable(),
  halls: z.array(z.object({ id: z.number(), name: z.string(), sectors: z.array(z.string()) })),
  stands: z.array(z.object({ hallId: z.number(), stand: z.string(), areaM2: z.number(), kind: z.enum(['inline', 'corner', 'head', 'island']) })),
});
export type StandWishesAnswer = z.infer<typeof standWishesAnswerSchema>;

/** `GET /be/event/{id}/stand-wishes`: every registration's wishes, and for one with a stand the wishes it does not meet. */
export const deskStandWishesAnswerSchema = z.object({
  wishes: z.array(
    z.object({
      registrationId: z.number(),
      company: z.string(),
      placed: z.object({ hall: z.string(), stand: z.string() }).nullable(),
      ...wishFields,
      hall: z.string().nullable(),
      unmet: z.array(z.enum(UNMET_WISHES)),
    }),
  ),
});
export type DeskStandWishesAnswer = z.infer<typeof deskStandWishesAnswerSchema>;
