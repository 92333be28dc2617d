import { STAND_STATES } from '../stand-sales.ts';
import { calendarDay, required } from './fields.ts';
import { z } from './zod.ts';

/*
 * The desk's side of selling the stands on an event's plans (issue 31): what each stand is in, and the changes staff
 * make to it (`PUT /be/event/{id}/hall/{hallId}/stand/{stand}`).
 */

const id = () => z.number({ error: 'invalidType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });

/**
 * Book a registration on the stand (moving it from the stand it has), propose it, option the stand for a company until a
 * day, block it, free it, or swap its exhibitor with the exhibitor of another booked stand (`hallId`, `stand`).
 */
export const standSaleChangeInputSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('book'), registrationId: id() }),
    z.object({ action: z.literal('propose'), registrationId: id() }),
    z.object({ action: z.literal('option'), companyId: id(), until: calendarDay('invalidValue'), note: z.string().trim().max(200, { error: 'tooLong' }).optional().default('') }),
    z.object({ action: z.literal('block'), reason: required(200) }),
    z.object({ action: z.literal('release') }),
    z.object({ action: z.literal('swap'), hallId: id(), stand: required(40) }),
  ],
  { error: 'invalidValue' },
);
export type StandSaleChangeInput = z.input<typeof standSaleChangeInputSchema>;
export type StandSaleChange = z.output<typeof standSaleChangeInputSchema>;

/** A stand of the event's plans that is not available, as the desk shows it. */
export const deskStandSchema = z.object({
  hallId: z.number(),
  stand: z.string(),
  state: z.enum(STAND_STATES),
  registrationId: z.number().nullable(),
  companyId: z.number().nullable(),
  company: z.string(),
  /** held: until when; option: its last moment; proposed: the objection deadline. */
  until: z.string().nullable(),
  /** blocked: why; option: a note. */
  reason: z.string(),
});
export type DeskStand = z.infer<typeof deskStandSchema>;

/** `GET /be/event/{id}/stand-sales`: the stands taken in any way, the registrations without a stand, the open and objected proposals. */
export const deskStandSalesAnswerSchema = z.object({
  stands: z.array(deskStandSchema),
  unplaced: z.array(z.object({ registrationId: z.number(), companyId: z.number(), company: z.string(), standType: z.string(), standSize: z.number().nullable() })),
  proposals: z.array(
    z.object({
      id: z.number(),
      registrationId: z.number(),
      company: z.string(),
      hallId: z.number(),
      stand: z.string(),
      deadline: z.string(),
      answer: z.enum(['accepted', 'objected', 'deemed', 'withdrawn']).nullable(),
      objection: z.string(),
    }),
  ),
  /** The event's product groups, and those of each exhibitor with a stand: the desk flags neighbours sharing one. */
  productGroups: z.array(z.object({ id: z.number(), nameDe: z.string(), nameEn: z.string() })),
  exhibitorGroups: z.array(z.object({ registrationId: z.number(), productGroupIds: z.array(z.number()) })),
  /** Booked stands a new version of their hall's plan moved or reshaped, until staff have seen them. */
  planChanges: z.array(
    z.object({
      id: z.number(),
      registrationId: z.number(),
      company: z.string(),
      hallId: z.number(),
      stand: z.string(),
      version: z.number(),
      areaBeforeM2: z.number(),
      areaAfterM2: z.number(),
      moved: z.boolean(),
      resized: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  /** The prices staff agreed for stands of the event (net cents), with why. */
  specialPrices: z.array(z.object({ hallId: z.number(), stand: z.string(), cents: z.number(), reason: z.string() })),
});
export type DeskStandSalesAnswer = z.infer<typeof deskStandSalesAnswerSchema>;

/** The most proposals sent at once. */
export const MAX_PROPOSALS_AT_ONCE = 100;

/** `POST /be/event/{id}/stand-proposals`: a stand proposed to each of several registrations, sent at once. */
export const standProposalsInputSchema = z.object({
  proposals: z
    .array(z.object({ registrationId: id(), hallId: id(), stand: required(40) }), { error: 'invalidType' })
    .min(1, { error: 'required' })
    .max(MAX_PROPOSALS_AT_ONCE, { error: 'tooBig' }),
});
export type StandProposalsInput = z.input<typeof standProposalsInputSchema>;

/** Each proposal of the request, in its order: sent, or not with why (in the caller's language). */
export const standProposalsAnswerSchema = z.object({
  results: z.array(z.object({ registrationId: z.number(), hallId: z.number(), stand: z.string(), sent: z.boolean(), message: z.string() })),
});
export type StandProposalsAnswer = z.infer<typeof standProposalsAnswerSchema>;

/** `POST /fe/rest/registration/{id}/stand-proposal`: the exhibitor accepts the stand proposed, or objects with a reason. */
export const proposalAnswerInputSchema = z.discriminatedUnion(
  'answer',
  [
    z.object({ answer: z.literal('accept') }),
    z.object({ answer: z.literal('object'), objection: z.string({ error: 'objectionRequired' }).trim().min(1, { error: 'objectionRequired' }).max(1000, { error: 'tooLong' }) }),
  ],
  { error: 'invalidValue' },
);
export type ProposalAnswerInput = z.input<typeof proposalAnswerInputSchema>;

/** `GET /fe/rest/registration/{id}/stand-proposal`: the registration's latest proposal (open or answered), if any. */
export const standProposalAnswerSchema = z.object({
  proposal: z
    .object({
      id: z.number(),
      hallId: z.number(),
      hall: z.string(),
      stand: z.string(),
      deadline: z.string(),
      answer: z.enum(['accepted', 'objected', 'deemed', 'withdrawn']).nullable(),
      objection: z.string(),
    })
    .nullable(),
});
export type StandProposalAnswer = z.infer<typeof standProposalAnswerSchema>;
