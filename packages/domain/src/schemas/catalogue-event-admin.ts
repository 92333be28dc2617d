import { z } from './zod.ts';
import { qmRangeIssues } from '../catalogue-rules.ts';
import { STAND_PRICE_BASES, standTypes } from '../enums.ts';
import { FIREPLACE_DEFAULTS, FIREPLACE_MAX_LIMIT } from '../fireplace-rules.ts';
import { DEFAULT_BILLING_NUMBERS, INVOICE_BILLING_NUMBERS, type InvoiceBillingNumber } from '../invoicing.ts';
import { MAX_AMOUNT } from '../limits.ts';
import { REGISTRATION_PHASES } from '../registration-window.ts';
import { hasAtMostTwoDecimals } from '../pricing.ts';
import { units } from '../units.ts';
import { calendarDay, choice, instantWithinYears, optional, required } from './fields.ts';
import { internet } from './personal.ts';

// The rules the form checks before it sends, exported with the schemas that use them.
export * from '../catalogue-rules.ts';

/*
 * The event catalogue as the back office edits it (issue 15, `/be/admin/…`): events, their stand types with
 * price rules, product groups, and copying an event to a new edition. Every text in de and en; money in integer
 * cents; the VAT rate in per cent (19, 7.7), as `GET /pub/event` answers it; calendar days 'YYYY-MM-DD' for the
 * fair's first and last day, ISO instants with offset for the deadlines. The order of the dates is checked by
 * `eventDateIssues` (catalogue-rules.ts) in the organiser's time zone, which the answers carry.
 */

const missingOr = (otherwise: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : otherwise);

/** A calendar day 'YYYY-MM-DD'. */
const day = () => calendarDay('catalogueDateInvalid');
/** An instant with its offset: '2027-03-01T23:59:00+01:00' or '…Z'. */
const instant = () => z.string({ error: missingOr('invalidType') }).pipe(instantWithinYears('catalogueDateTimeInvalid'));
const flag = (fallback: boolean) => z.boolean({ error: missingOr('invalidType') }).optional().default(fallback);
const whole = (min: number, max: number) => z.number({ error: missingOr('invalidType') }).int({ error: 'invalidType' }).min(min).max(max);
/** Net cents of one unit: whole and not negative, at most a million euros. */
const cents = () =>
  z
    .number({ error: missingOr('invalidType') })
    .int({ error: 'cataloguePriceWholeCents' })
    .min(0, { error: 'cataloguePriceNegative' })
    .max(100_000_000);

/** The partial billing number a catalogue item is invoiced under (issue 28); left out: the kind's default. */
export const billingNumberField = (fallback: InvoiceBillingNumber) => choice(INVOICE_BILLING_NUMBERS).optional().default(fallback);

/** `POST /be/admin/events` and `PUT /be/admin/event/{id}` (the whole event each time; left-out flags and texts take their defaults). */
export const eventInputSchema = z.object({
  nameDe: required(),
  nameEn: required(),
  startsAt: day(),
  endsAt: day(),
  /** The first day of registration (organiser's time zone); null: as soon as the event is published. */
  registrationOpensOn: day().nullable().optional().default(null),
  registrationEndsAt: instant(),
  printEndsAt: instant(),
  techEndsAt: instant(),
  /** The end of the early-booking prices; null: none. */
  earlyBookerEndsAt: instant().nullable().optional().default(null),
  currency: optional(3)
    .transform((value) => value || 'EUR')
    .pipe(z.string().regex(/^[A-Z]{3}$/, { error: 'eventCurrencyInvalid' })),
  /** Per cent, at most two decimals: 19, 7.7. */
  vatRate: z
    .number({ error: missingOr('invalidType') })
    .min(0, { error: 'eventVatRateRange' })
    .max(100, { error: 'eventVatRateRange' })
    .refine(hasAtMostTwoDecimals, { error: 'eventVatRateRange' }),
  isMediaVisible: flag(true),
  isTechVisible: flag(true),
  hasFireplaceConnections: flag(false),
  /** A flue gas connection's net price in cents, at a fair with connections (SPEC §9; pipe extensions extra). */
  fireplacePrice: cents().optional().default(FIREPLACE_DEFAULTS.priceCents),
  /** The most connections one registration may hold (requested and confirmed). */
  fireplaceMaxConnections: z
    .number({ error: missingOr('invalidType') })
    .int({ error: 'invalidType' })
    .min(1, { error: 'tooSmall' })
    .max(FIREPLACE_MAX_LIMIT, { error: 'tooBig' })
    .optional()
    .default(FIREPLACE_DEFAULTS.maxConnections),
  /** The end of the requests; null: the tech deadline. */
  fireplaceEndsAt: instant().nullable().optional().default(null),
  fireplaceBillingNumber: billingNumberField(FIREPLACE_DEFAULTS.billingNumber),
  /** Confirming a registration (its double opt-in, or staff on its behalf) invoices what it has ordered. */
  invoiceOnConfirmation: flag(false),
  /** The terms of participation every order accepts: a complete http(s) address. */
  urlAgb: internet().refine((value) => value !== '', { error: 'required' }),
  /** The cancellation policy; '' when the event names none. */
  urlCancellation: internet(),
  registrationDescriptionDe: optional(4000),
  registrationDescriptionEn: optional(4000),
  mediaDescriptionDe: optional(4000),
  mediaDescriptionEn: optional(4000),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

/** One position of a stand type's price (SPEC §3 Stand price position): per m² of the stand or flat. */
export const priceRuleInputSchema = z.object({
  descriptionDe: required(500),
  descriptionEn: required(500),
  unit: choice(units.map((unit) => unit.id)),
  basis: choice(STAND_PRICE_BASES),
  priceSingle: cents(),
});
export type PriceRuleInput = z.input<typeof priceRuleInputSchema>;

/**
 * `POST /be/admin/event/{id}/stand_configs`, `PUT /be/admin/stand_config/{id}`: the stand type with the full list
 * of its price rules, which replaces the stored one (in the order given).
 */
export const standConfigInputSchema = z
  .object({
    nameDe: required(),
    nameEn: required(),
    standType: choice(standTypes.map((type) => type.id)),
    qmMin: whole(0, MAX_AMOUNT),
    qmMax: whole(0, MAX_AMOUNT),
    isOrderable: flag(true),
    sort: whole(0, 1_000_000).optional().default(0),
    billingNumber: billingNumberField(DEFAULT_BILLING_NUMBERS.stand),
    priceRules: z.array(priceRuleInputSchema).max(50),
  })
  .superRefine((config, context) => {
    for (const issue of qmRangeIssues(config)) {
      context.addIssue({ code: 'custom', path: [issue.property], message: issue.message, params: issue.params });
    }
  });
export type StandConfigInput = z.input<typeof standConfigInputSchema>;
export type StandConfigFields = z.output<typeof standConfigInputSchema>;

/** `POST /be/admin/event/{id}/product_groups`, `PUT /be/admin/product_group/{id}`: `sort` orders them for exhibitors. */
export const productGroupInputSchema = z.object({ nameDe: required(), nameEn: required(), sort: whole(0, 1_000_000).optional().default(0) });
export type ProductGroupInput = z.input<typeof productGroupInputSchema>;
export type ProductGroupFields = z.output<typeof productGroupInputSchema>;

/**
 * `POST /be/admin/event/{id}/copy`: a new edition of the event under new names, every date moved by `shiftDays`
 * or by the distance from the old start to `startsAt` (one of the two).
 */
export const copyEventInputSchema = z
  .object({
    nameDe: required(),
    nameEn: required(),
    shiftDays: whole(-3660, 3660).optional(),
    startsAt: day().optional(),
  })
  .superRefine((input, context) => {
    const [shift, start] = [input.shiftDays !== undefined, input.startsAt !== undefined];
    if (shift && start) context.addIssue({ code: 'custom', path: ['shiftDays'], message: 'copyShiftOrStart' });
    if (!shift && !start) context.addIssue({ code: 'custom', path: ['startsAt'], message: 'required' });
  });
export type CopyEventInput = z.input<typeof copyEventInputSchema>;
export type CopyEventFields = z.output<typeof copyEventInputSchema>;

/** An event in the back office's catalogue list, closed and past ones included. */
export const adminEventListItemSchema = z.object({
  id: z.number(),
  nameDe: z.string(),
  nameEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  registrationEndsAt: z.string(),
  /** Between the opening day and the registration deadline: exhibitors may register (closing it = moving the deadline). */
  isRegistrationOpen: z.boolean(),
  isPublished: z.boolean(),
  registrationOpensOn: z.string().nullable(),
  registrationPhase: z.enum(REGISTRATION_PHASES),
  /** The fair's last day has passed (in the organiser's time zone). */
  isPast: z.boolean(),
});

/** `GET /be/admin/events`, newest first, with the organiser's time zone the dates are checked in. */
export const adminEventsAnswerSchema = z.object({ events: z.array(adminEventListItemSchema), timeZone: z.string() });
export type AdminEventsAnswer = z.infer<typeof adminEventsAnswerSchema>;

/** Every field of an event for editing, and what it shows that is not edited here. */
export const adminEventSchema = z.object({
  id: z.number(),
  nameDe: z.string(),
  nameEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  registrationEndsAt: z.string(),
  printEndsAt: z.string(),
  techEndsAt: z.string(),
  earlyBookerEndsAt: z.string().nullable(),
  currency: z.string(),
  /** Per cent. */
  vatRate: z.number(),
  isMediaVisible: z.boolean(),
  isTechVisible: z.boolean(),
  hasFireplaceConnections: z.boolean(),
  /** Net cents. */
  fireplacePrice: z.number(),
  fireplaceMaxConnections: z.number(),
  fireplaceEndsAt: z.string().nullable(),
  /** A partial billing number's id (INVOICE_BILLING_NUMBERS). */
  fireplaceBillingNumber: z.string(),
  invoiceOnConfirmation: z.boolean(),
  urlAgb: z.string(),
  urlCancellation: z.string(),
  registrationDescriptionDe: z.string(),
  registrationDescriptionEn: z.string(),
  mediaDescriptionDe: z.string(),
  mediaDescriptionEn: z.string(),
  /** Read only: some visible booklet item is offered in the configurator (set on the booklet items). */
  hasConfiguratorServices: z.boolean(),
  isRegistrationOpen: z.boolean(),
  /** Shown to the public; changed by its own call (publishEventInputSchema), not by saving the form. */
  isPublished: z.boolean(),
  /** 'YYYY-MM-DD' or null. */
  registrationOpensOn: z.string().nullable(),
  registrationPhase: z.enum(REGISTRATION_PHASES),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminPriceRuleSchema = z.object({
  id: z.number(),
  descriptionDe: z.string(),
  descriptionEn: z.string(),
  unit: z.string(),
  basis: z.enum(STAND_PRICE_BASES),
  /** Net cents. */
  priceSingle: z.number(),
  sort: z.number(),
});

export const adminStandConfigSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  nameDe: z.string(),
  nameEn: z.string(),
  standType: z.string(),
  qmMin: z.number(),
  qmMax: z.number(),
  isOrderable: z.boolean(),
  sort: z.number(),
  /** A partial billing number's id (INVOICE_BILLING_NUMBERS). */
  billingNumber: z.string(),
  priceRules: z.array(adminPriceRuleSchema),
});
export type AdminStandConfig = z.infer<typeof adminStandConfigSchema>;

export const adminProductGroupSchema = z.object({ id: z.number(), eventId: z.number(), nameDe: z.string(), nameEn: z.string(), sort: z.number() });
export type AdminProductGroup = z.infer<typeof adminProductGroupSchema>;

/** `GET /be/admin/event/{id}`: the event with its stand types (and their price rules) and product groups. */
export const adminEventDetailAnswerSchema = z.object({
  event: adminEventSchema,
  standConfigs: z.array(adminStandConfigSchema),
  productGroups: z.array(adminProductGroupSchema),
  timeZone: z.string(),
});
export type AdminEventDetailAnswer = z.infer<typeof adminEventDetailAnswerSchema>;

/** `POST /be/admin/events`, `PUT /be/admin/event/{id}`. */
export const saveEventAnswerSchema = z.object({ success: z.literal(true), event: adminEventSchema });
export type SaveEventAnswer = z.infer<typeof saveEventAnswerSchema>;
/** `POST /be/admin/event/{id}/stand_configs`, `PUT /be/admin/stand_config/{id}`. */
export const saveStandConfigAnswerSchema = z.object({ success: z.literal(true), standConfig: adminStandConfigSchema });
export type SaveStandConfigAnswer = z.infer<typeof saveStandConfigAnswerSchema>;
/** `POST /be/admin/event/{id}/product_groups`, `PUT /be/admin/product_group/{id}`. */
export const saveProductGroupAnswerSchema = z.object({ success: z.literal(true), productGroup: adminProductGroupSchema });
export type SaveProductGroupAnswer = z.infer<typeof saveProductGroupAnswerSchema>;
/** `PUT /be/admin/event/{id}/published`: staff publish the event to the public or take it back. */
export const publishEventInputSchema = z.object({ isPublished: z.boolean({ error: missingOr('invalidType') }) });
export type PublishEventInput = z.input<typeof publishEventInputSchema>;

/** `POST /be/admin/event/{id}/copy`: the new edition's id and how many days its dates moved. */
export const copyEventAnswerSchema = z.object({ success: z.literal(true), id: z.number(), shiftDays: z.number() });
export type CopyEventAnswer = z.infer<typeof copyEventAnswerSchema>;
