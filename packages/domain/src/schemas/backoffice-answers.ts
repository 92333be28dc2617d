import { z } from './zod.ts';
import { MAIL_STATES } from '../backoffice-rules.ts';
import { REGISTRATION_PHASES } from '../registration-window.ts';

/**
 * An event as the back office lists it, with its key figures; `startsAt` and `endsAt` as calendar dates
 * 'YYYY-MM-DD'.
 */
export const staffEventSchema = z.object({
  id: z.number(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Until when (ISO instant) the public configurator takes registrations, and whether it still does now. */
  registrationEndsAt: z.string(),
  isRegistrationOpen: z.boolean(),
  /** From when (a day 'YYYY-MM-DD'; null: since its publication) and in which phase; unpublished events are the public's to see only once published. */
  registrationOpensOn: z.string().nullable(),
  registrationPhase: z.enum(REGISTRATION_PHASES),
  isPublished: z.boolean(),
  offerCount: z.number(),
  /** Registrations the organiser has not cancelled. */
  registrationCount: z.number(),
  /** Of those, the ones whose double opt-in is still open. */
  unconfirmedCount: z.number(),
  /** m² of their stands, as far as a size is known. */
  standArea: z.number(),
  /** Net sum of the event's binding orders not cancelled (stands, media, services), in cents. */
  orderedNetCents: z.number(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

/** `GET /be/events`: all events, newest first. */
export const staffEventsAnswerSchema = z.object({ events: z.array(staffEventSchema) });
export type StaffEventsAnswer = z.infer<typeof staffEventsAnswerSchema>;

/**
 * An offer as the event's list shows it; `totalNet` in cents; `companyName` whom it is for: its company, else the
 * company a visitor entered, else the address it was mailed to ('' when none of them).
 */
export const offerListRowSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  title: z.string(),
  companyId: z.number().nullable(),
  companyName: z.string(),
  state: z.number(),
  /** The state's name in the request's language (Entwurf, Versendet …). */
  stateLabel: z.string(),
  offerType: z.number(),
  totalNet: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isOrdered: z.boolean(),
});
export type OfferListRow = z.infer<typeof offerListRowSchema>;

/** `GET /be/event/{id}/offers`: one page of the event's offers. */
export const offerListSchema = z.object({ offers: z.array(offerListRowSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type OfferList = z.infer<typeof offerListSchema>;

/** A company to make an offer for, with the city of its main address ('' without one). */
export const companyOptionSchema = z.object({ id: z.number(), name: z.string(), city: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;

/** `GET /be/companies?search=`: at most 20 companies by name. */
export const companiesAnswerSchema = z.object({ companies: z.array(companyOptionSchema) });
export type CompaniesAnswer = z.infer<typeof companiesAnswerSchema>;

/** An offer as staff see it; `data` is its saved configuration, `link` the customer's address of it. */
export const staffOfferSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  eventId: z.number(),
  title: z.string(),
  state: z.number(),
  stateLabel: z.string(),
  subText: z.string(),
  offerType: z.number(),
  isOrdered: z.boolean(),
  companyId: z.number().nullable(),
  /** '' without a company. */
  companyName: z.string(),
  registrationId: z.number().nullable(),
  data: z.unknown(),
  /** Cents. */
  totalNet: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  link: z.string(),
});
export type StaffOffer = z.infer<typeof staffOfferSchema>;

/** One recorded change: who did it, when, and what (an action and the fields it touched). */
export const offerChangeSchema = z.object({ at: z.string(), staffName: z.string(), action: z.string(), fields: z.array(z.string()) });
export type OfferChange = z.infer<typeof offerChangeSchema>;

/** `GET /be/offer/{id}`. */
export const staffOfferAnswerSchema = z.object({
  offer: staffOfferSchema,
  /** Whether staff may still change it in the configurator: in be_stand mode, in the other back-office modes. */
  editable: z.object({ beStand: z.boolean(), be: z.boolean() }),
  changes: z.array(offerChangeSchema),
});
export type StaffOfferAnswer = z.infer<typeof staffOfferAnswerSchema>;

/** `POST /be/action/save_configurator`: the saved offer, and whether staff may still change it in the mode it was saved in. */
export const saveStaffOfferAnswerSchema = z.object({
  success: z.boolean(),
  offer: z.object({ uuid: z.string(), id: z.number() }),
  editable: z.boolean(),
});
export type SaveStaffOfferAnswer = z.infer<typeof saveStaffOfferAnswerSchema>;

/** A position the target event of a copy lacks; the copy was made without it. `id` is its id in the offer's own event. */
export const uncopiedItemSchema = z.object({ kind: z.enum(['standConfig', 'media', 'orderBook']), id: z.number(), name: z.string() });
export type UncopiedItem = z.infer<typeof uncopiedItemSchema>;

/** `POST /be/offer/{id}/copy`: the copy, and what could not come along. */
export const copyOfferAnswerSchema = z.object({
  success: z.boolean(),
  offer: z.object({ id: z.number(), uuid: z.string(), eventId: z.number() }),
  missing: z.array(uncopiedItemSchema),
});
export type CopyOfferAnswer = z.infer<typeof copyOfferAnswerSchema>;

/** A mail of the outbox; `sentAt` null until delivered, `lastError` the last failed attempt's reason. */
export const outboxMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** `GET /be/outbox`: newest first, one page; the mails in each state and in all (the list's views), whatever is filtered. */
export const outboxPageSchema = z.object({
  mails: z.array(outboxMailSchema),
  total: z.number(),
  counts: z.object({ all: z.number(), pending: z.number(), sending: z.number(), sent: z.number(), failed: z.number() }),
  page: z.number(),
  pageSize: z.number(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
