import { z } from './zod.ts';

/*
 * `GET /be/event/{id}/dashboard` (issue 16 point 7): an event at a glance for staff. Money in integer cents,
 * areas in m², instants as ISO strings, weeks as the calendar date 'YYYY-MM-DD' of their Monday in the
 * organiser's time zone.
 */

/** How many of the longest-waiting unconfirmed registrations the dashboard names. */
export const DASHBOARD_OLDEST_TASKS = 5;

/** Stand area sold in one hall or stand type, split by confirmation; cancelled registrations are left out. */
const areaSchema = z.object({
  registrations: z.number(),
  confirmedQm: z.number(),
  unconfirmedQm: z.number(),
});

const hallAreaSchema = areaSchema.extend({
  /** As staff typed it; '' for registrations not yet given a hall. */
  hall: z.string(),
});

const standTypeAreaSchema = areaSchema.extend({
  /** The stand type's id (inline, corner …); '' for a registration without one. */
  standType: z.string(),
  /** Its name in the request's language ('' without a type). */
  label: z.string(),
});

const revenueSchema = z.object({
  /** A partial billing number's id (stand, media, technology …). */
  billingNumber: z.string(),
  label: z.string(),
  netCents: z.number(),
});

/** One week of the course of orders: what was ordered in it and everything up to its end. */
const courseWeekSchema = z.object({ week: z.string(), netCents: z.number(), cumulativeNetCents: z.number() });

const mediumStockSchema = z.object({
  id: z.number(),
  name: z.string(),
  group: z.string(),
  isActive: z.boolean(),
  stock: z.number(),
  sold: z.number(),
  available: z.number(),
});

const waitingRegistrationSchema = z.object({
  registrationId: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  createdAt: z.string(),
});

export const eventDashboardAnswerSchema = z.object({
  event: z.object({ id: z.number(), name: z.string(), currency: z.string() }),
  /** Every registration of the event by its state (registrationState). */
  registrations: z.object({ unconfirmed: z.number(), confirmed: z.number(), canceled: z.number() }),
  /** By hall (the 'no hall yet' row included), largest area first. */
  halls: z.array(hallAreaSchema),
  /** By stand type, largest area first. */
  standTypes: z.array(standTypeAreaSchema),
  /**
   * Net sold, by the partial billing number each position was sold under, in the list's order: the binding orders
   * not cancelled and the confirmed flue gas connections of registrations not cancelled. Stand, media and
   * technology always (0 included), another number when something was sold under it.
   */
  revenue: z.array(revenueSchema),
  /** The same net in all. */
  orderedNetCents: z.number(),
  /**
   * Net sold per week (orders in the week they were placed, flue gas connections in the week they were confirmed)
   * from the first such week to this week; empty without either.
   */
  course: z.array(courseWeekSchema),
  media: z.array(mediumStockSchema),
  /**
   * The event's invoices on the organiser's today (issue 30): invoiced (gross less credit notes, cancelled ones
   * left out), paid (payments less refunds), open and of that overdue, with how many invoices are open and overdue.
   */
  payments: z.object({
    invoicedCents: z.number(),
    paidCents: z.number(),
    openCents: z.number(),
    overdueCents: z.number(),
    openInvoices: z.number(),
    overdueInvoices: z.number(),
  }),
  tasks: z.object({
    /** Unconfirmed registrations older than UNCONFIRMED_TASK_DAYS, and the longest-waiting of them. */
    unconfirmed: z.object({ count: z.number(), oldest: z.array(waitingRegistrationSchema) }),
    /** Requests for new credentials not yet answered (of every event: a request names no event). */
    openRequests: z.number(),
    /** Mails the outbox gave up on (of every event: a mail names no event). */
    failedMails: z.number(),
  }),
});
export type EventDashboardAnswer = z.infer<typeof eventDashboardAnswerSchema>;
