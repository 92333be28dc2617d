import { z } from './zod.ts';
import { fieldErrorSchema } from './answer.ts';
import { euroRowSchema } from './euro-row.ts';
import { PERSONAL_SECTIONS } from './personal.ts';

const id = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647);

/** `POST /pub/calculate_configurator`: the stand positions of a stand config for a size; none prices the minimum. */
export const standCalculationRequestSchema = z.object({
  eventId: id(),
  standConfigId: id(),
  qm: z.union([z.number(), z.string().max(20)], { error: 'invalidType' }).nullish(),
  /** A stand picked on the event's hall plan (issue 31): its type, size and any price agreed for it count, not the two above. */
  plan: z.object({ hallId: id(), stand: z.string({ error: 'invalidType' }).trim().min(1, { error: 'required' }).max(20, { error: 'tooLong' }) }).nullish(),
});
export type StandCalculationRequest = z.input<typeof standCalculationRequestSchema>;

export const standCalculationSchema = z.object({
  success: z.boolean(),
  /** The size the prices are for: the typed one, or the minimum for an empty field. */
  qm: z.number(),
  standPrices: z.array(euroRowSchema),
  /** Euros. */
  total: z.number(),
});
export type StandCalculation = z.infer<typeof standCalculationSchema>;

/** `POST /pub/checkemail`: whether a new exhibitor may register with this address. */
export const checkEmailSchema = z.object({
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200).pipe(z.email({ error: 'email' })),
});
export type CheckEmailInput = z.input<typeof checkEmailSchema>;

/** `success: false` with an error on `email`: the address already belongs to a registered company. */
export const checkEmailAnswerSchema = z.object({ success: z.boolean(), errors: z.array(fieldErrorSchema).optional() });
export type CheckEmailAnswer = z.infer<typeof checkEmailAnswerSchema>;

/** `POST /pub/validate`: per section of the personal block the errors of its fields, e.g. `contact: [{ property: 'email', message }]`. */
export const personalValidationSchema = z.object({
  success: z.boolean(),
  validation: z.record(z.enum(PERSONAL_SECTIONS), z.array(fieldErrorSchema)),
});
export type PersonalValidation = z.infer<typeof personalValidationSchema>;

/** A saved offer as its link opens it (SPEC §3 Offer); `data` is the saved configuration. */
export const sharedOfferSchema = z.object({
  uuid: z.string(),
  id: z.number(),
  eventId: z.number(),
  title: z.string(),
  state: z.number(),
  subText: z.string(),
  offerType: z.number(),
  isOrdered: z.boolean(),
  data: z.unknown(),
  /** The company the offer was made for; null for an offer anyone may order. */
  registration: z.object({ companyId: z.number() }).nullable(),
});
export type SharedOffer = z.infer<typeof sharedOfferSchema>;

/** `GET /pub/offer/{uuid}`. */
export const offerAnswerSchema = z.object({
  success: z.boolean(),
  offer: sharedOfferSchema,
  /** Whether the visitor may still change it. */
  editable: z.boolean(),
});
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;

/** The offer a save stored: its link's uuid and its number. */
export const savedOfferSchema = z.object({ uuid: z.string(), id: z.number() });
export type SavedOffer = z.infer<typeof savedOfferSchema>;

/** `POST /pub/save_configurator` and `POST /pub/send_configurator`. */
export const saveOfferAnswerSchema = z.object({ success: z.boolean(), offer: savedOfferSchema });
export type SaveOfferAnswer = z.infer<typeof saveOfferAnswerSchema>;

/** `POST /pub/order` and `POST /fe/order`: the binding order. */
export const orderResultSchema = z.object({
  success: z.literal(true),
  /** offer: an offer made for the ordering company; registration: a new registration. */
  type: z.enum(['offer', 'registration']),
  /**
   * Confirmed at once: an ordered offer of the ordering company, or a registration by a logged-in contact, whose
   * login proves its address; otherwise the registration waits for its double opt-in by the mailed link.
   */
  isConfirmed: z.boolean(),
  registrationId: z.number(),
  /** The address the confirmation (or the double opt-in link) went to. */
  email: z.string(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;
