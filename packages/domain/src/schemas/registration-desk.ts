import { z } from './zod.ts';
import { ORDER_STATES, REGISTRATION_SORTS, REGISTRATION_STATES, STAND_LABEL_MAX, standLabel } from '../registration-desk.ts';
import { FIREPLACE_STATES } from '../fireplace-rules.ts';
import { euroRowSchema } from './euro-row.ts';
import { choice, required, text } from './fields.ts';
import { registrationDetailSchema, registrationDocumentSchema } from './registration-answers.ts';

/** A query parameter sent empty (`?state=`) counts as not sent. */
const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const yesNo = () => blankAsMissing(z.enum(['yes', 'no'], { error: 'invalidValue' }).optional());

/**
 * `GET /be/event/{id}/registrations`: filters (state, confirmed, stand type, hall, open services, a search in
 * company, contact names and e-mail addresses), sort and page. Every filter is optional.
 */
export const registrationListQuerySchema = z.object({
  state: blankAsMissing(z.enum(REGISTRATION_STATES, { error: 'invalidValue' }).optional()),
  confirmed: yesNo(),
  /** A stand type of the event (its stand config's id). */
  standType: blankAsMissing(z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }).optional()),
  hall: blankAsMissing(text(STAND_LABEL_MAX).optional()),
  openServices: yesNo(),
  search: blankAsMissing(text(200).optional().default('')),
  sort: blankAsMissing(z.enum(REGISTRATION_SORTS, { error: 'invalidValue' }).optional().default('createdAt')),
  dir: blankAsMissing(z.enum(['asc', 'desc'], { error: 'invalidValue' }).optional().default('desc')),
  page: blankAsMissing(z.coerce.number({ error: 'invalidType' }).int({ error: 'invalidType' }).min(1).max(100_000).optional().default(1)),
  /** Where the page starts: the previous page's `next` (read by keyset), instead of counting `page` rows from the start. */
  after: blankAsMissing(z.string({ error: 'invalidType' }).max(2000, { error: 'invalidValue' }).optional()),
});
export type RegistrationListQuery = z.output<typeof registrationListQuerySchema>;

/** One row of the registrations list; money in euros. */
export const registrationListRowSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  standType: z.string(),
  standTypeLabel: z.string(),
  standSize: z.number().nullable(),
  hall: z.string(),
  standNr: z.string(),
  isConfirmed: z.boolean(),
  state: z.enum(REGISTRATION_STATES),
  orderedNet: z.number(),
  hasOpenServices: z.boolean(),
  createdAt: z.string(),
});
export type RegistrationListRow = z.infer<typeof registrationListRowSchema>;

export const registrationListSchema = z.object({
  registrations: z.array(registrationListRowSchema),
  total: z.number(),
  /** `total` is the planner's estimate of a search's many matches, shown as "about". */
  totalEstimated: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** `after` of the next page; null on the last one. */
  next: z.string().nullable(),
  /** The halls the event's registrations are in, for the hall filter. */
  halls: z.array(z.string()),
  /** The event's stand types, for the stand type filter. */
  standTypes: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The event's registrations in each state and all of them, whatever else is filtered: the desk's views. */
  counts: z.object({ all: z.number(), unconfirmed: z.number(), confirmed: z.number(), canceled: z.number() }),
});
export type RegistrationList = z.infer<typeof registrationListSchema>;

/** `PUT /be/registration/{id}/stand`: hall and stand number; both empty take the stand away again. */
export const standAssignmentSchema = z
  .object({ hall: text(STAND_LABEL_MAX).optional().default('').transform(standLabel), standNr: text(STAND_LABEL_MAX).optional().default('').transform(standLabel) })
  .superRefine((value, context) => {
    if (value.standNr && !value.hall) context.addIssue({ code: 'custom', path: ['hall'], message: 'required' });
    if (value.hall && !value.standNr) context.addIssue({ code: 'custom', path: ['standNr'], message: 'required' });
  });
export type StandAssignmentInput = z.input<typeof standAssignmentSchema>;

/** `PUT /be/registration/{id}/stand_type`: another stand type of the event and a size within its range. */
export const standChangeSchema = z.object({
  standConfigId: z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647),
  standSize: z.number({ error: 'required' }).positive({ error: 'invalidValue' }).max(100_000, { error: 'tooBig' }),
});
export type StandChangeInput = z.input<typeof standChangeSchema>;

/** `POST /be/registration/{id}/cancel`: why (told to the exhibitor in its mail). */
export const registrationCancelSchema = z.object({
  reason: required(1000),
  /** Cancel its live invoices too, each by a cancellation voucher (accounting and admins only). */
  cancelInvoices: z.boolean({ error: 'invalidType' }).optional().default(false),
});
export type RegistrationCancelInput = z.input<typeof registrationCancelSchema>;
export type RegistrationCancel = z.output<typeof registrationCancelSchema>;

/**
 * `POST /be/registration/{id}/restore`: a cancelled registration back in the state it had; it takes back the stand
 * it held unless `withoutStand` (another registration holds it now, or staff give another).
 */
export const registrationRestoreSchema = z.object({ withoutStand: z.boolean({ error: 'invalidType' }).optional().default(false) });
export type RegistrationRestoreInput = z.input<typeof registrationRestoreSchema>;

/** `PUT /be/order/{id}/status`: the state an order moves to, along ORDER_TRANSITIONS. */
export const orderStatusSchema = z.object({ status: choice(ORDER_STATES) });
export type OrderStatusInput = z.input<typeof orderStatusSchema>;

const staffOrderSchema = z.object({
  id: z.number(),
  type: z.enum(['offer', 'registration', 'media']),
  status: z.enum(ORDER_STATES),
  statusLabel: z.string(),
  /** The states this order may move to now (ORDER_TRANSITIONS). */
  nextStates: z.array(z.enum(ORDER_STATES)),
  createdAt: z.string(),
  comment: z.string(),
  contactName: z.string(),
  confirmationNumber: z.string().nullable(),
  positions: z.array(euroRowSchema.extend({ kind: z.enum(['stand', 'media', 'service']) })),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** A booked service of the order booklet: what, how many, when booked first and changed last. */
const bookedServiceSchema = z.object({
  itemId: z.number(),
  group: z.string(),
  title: z.string(),
  amount: z.number(),
  unit: z.string(),
  checked: z.boolean(),
  /** Net in euros (0 for a tick without a price). */
  sum: z.number(),
  updatedAt: z.string(),
});

/** A requested flue gas connection as staff decide on it: net price in euros, whether an invoice bills it. */
const staffFireplaceConnectionSchema = z.object({
  id: z.number(),
  deviceName: z.string(),
  ovenType: z.string(),
  fuel: z.string(),
  maxPowerKw: z.number(),
  dischargePressurePa: z.number(),
  price: z.number(),
  billingNumber: z.string(),
  state: z.enum(FIREPLACE_STATES),
  refusalReason: z.string(),
  decidedAt: z.string().nullable(),
  invoiced: z.boolean(),
  createdAt: z.string(),
});
export type StaffFireplaceConnection = z.infer<typeof staffFireplaceConnectionSchema>;

/** A consent: which text was agreed to, and when. */
const consentSchema = z.object({ text: z.string(), url: z.string().nullable(), at: z.string() });

/** What happened to a registration; the web words each kind in its language from the params. */
export const TIMELINE_KINDS = [
  'registered',
  'confirmed',
  'order',
  'document',
  'mail',
  'booklet',
  'fireplace',
  'fireplaceDecision',
  'stand',
  'standType',
  'confirmedByStaff',
  'confirmLink',
  'canceled',
  'restored',
  'orderStatus',
  'companyData',
  'createdByStaff',
  'participation',
] as const;
const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** The staff member who did it (name and address as they were then); null for the exhibitor or the system. */
  actor: z.string().nullable(),
  params: z.record(z.string(), z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** `GET /be/registration/{id}`: everything of a registration the desk works with. */
export const staffRegistrationAnswerSchema = z.object({
  registration: registrationDetailSchema.extend({
    state: z.enum(REGISTRATION_STATES),
    cancelReason: z.string(),
    standConfigId: z.number().nullable(),
    confirmLinkExpiresAt: z.string().nullable(),
    /** A cancelled registration's stand when it was cancelled, offered back on restoring; null without one. */
    canceledStand: z.object({ hall: z.string(), standNr: z.string() }).nullable(),
  }),
  actions: z.object({ assignStand: z.boolean(), changeStand: z.boolean(), confirm: z.boolean(), newConfirmLink: z.boolean(), cancel: z.boolean(), restore: z.boolean() }),
  orders: z.array(staffOrderSchema),
  bookedServices: z.array(bookedServiceSchema),
  fireplaceConnections: z.array(staffFireplaceConnectionSchema),
  floorPlanUrl: z.string().nullable(),
  consents: z.array(consentSchema),
  documents: z.array(registrationDocumentSchema),
  mails: z.array(z.object({ id: z.number(), kind: z.string(), recipient: z.string(), subject: z.string(), state: z.string(), createdAt: z.string(), sentAt: z.string().nullable() })),
  timeline: z.array(timelineEntrySchema),
});
export type StaffRegistrationAnswer = z.infer<typeof staffRegistrationAnswerSchema>;
