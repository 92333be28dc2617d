import { z } from './zod.ts';
import { REGISTRATION_PHASES } from '../registration-window.ts';

/** A stand type of an event with its size range (SPEC §3 Stand config). */
export const standConfigSchema = z.object({
  id: z.number(),
  name: z.string(),
  standType: z.string(),
  qmMin: z.number(),
  qmMax: z.number(),
  isOrderable: z.boolean(),
  /** Cents a square metre costs (`standPricePerQm`); 0 when nothing is charged per m². */
  pricePerQm: z.number(),
});
export type StandConfig = z.infer<typeof standConfigSchema>;

/**
 * How an event sells the stands of its hall plans (issue 31), changeable between sales phases: here, beside the event
 * that says it, so that the configurator's first load does not carry the plans' schemas.
 */
export const STAND_SELLING_MODES = ['self', 'request', 'placement'] as const;
export type StandSellingMode = (typeof STAND_SELLING_MODES)[number];

/**
 * An event as the configurator and the portal read it (SPEC §3), in the caller's language; times as ISO
 * strings, `startsAt` and `endsAt` as calendar dates 'YYYY-MM-DD'.
 */
export const fairEventSchema = z.object({
  id: z.number(),
  name: z.string(),
  currency: z.string(),
  /** Percent, e.g. 19. */
  vatRate: z.number(),
  /** The end of the early booking while it runs, else null. */
  earlyBookingTime: z.string().nullable(),
  standConfigs: z.array(standConfigSchema),
  isMediaVisible: z.boolean(),
  isTechVisible: z.boolean(),
  hasConfiguratorServices: z.boolean(),
  hasFireplaceConnections: z.boolean(),
  productgroupsIds: z.array(z.number()),
  urlAgb: z.string(),
  /** The cancellation policy an order accepts; '' when the event names none. */
  urlCancellation: z.string(),
  registrationDescription: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  registrationEndsAt: z.string(),
  printEndsAt: z.string(),
  techEndsAt: z.string(),
  earlyBookerEndsAt: z.string().nullable(),
  mediaDescription: z.string(),
  /** Between the opening day and the registration deadline: a new registration may be ordered. */
  isRegistrationOpen: z.boolean(),
  /** The first day of registration 'YYYY-MM-DD', null when it opened with the publication. */
  registrationOpensOn: z.string().nullable(),
  registrationPhase: z.enum(REGISTRATION_PHASES),
  /**
   * How the event sells the stands of its hall plan (issue 31): the visitor picks one ('self'), names wished stands
   * for staff to decide ('request'), or staff place the exhibitors ('placement'); null when it sells no hall plan.
   */
  standSelling: z.enum(STAND_SELLING_MODES).nullable(),
});
export type FairEvent = z.infer<typeof fairEventSchema>;

/** `GET /pub/event/{id}`. */
export const eventAnswerSchema = z.object({ event: fairEventSchema });
export type EventAnswer = z.infer<typeof eventAnswerSchema>;
