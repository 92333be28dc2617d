import { AGE_BUCKETS } from '../open-items.ts';
import { PAYMENT_STATES } from '../payment-state.ts';
import { z } from './zod.ts';

/*
 * Open items (issue 30): every invoice with something left to pay, per event and across events, for accounting;
 * the exhibitor's payment history; the exhibitor's own balance. Money in euros (centsToAmount), cents inside.
 */

/**
 * The views of the open items: by payment state (paymentStateOf: open, part paid, overdue), disputed by the buyer,
 * or paid beyond what is owed (a credit balance, owed back). Without one: every invoice with an amount open.
 */
export const OPEN_ITEM_VIEWS = ['open', 'partPaid', 'overdue', 'disputed', 'creditBalance'] as const;
export type OpenItemView = (typeof OPEN_ITEM_VIEWS)[number];

/** Oldest due first (the default), largest amount open first, by company, by number. */
export const OPEN_ITEM_SORTS = ['dueDate', 'open', 'company', 'number'] as const;
export type OpenItemSort = (typeof OPEN_ITEM_SORTS)[number];

export const OPEN_ITEM_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** A query parameter sent empty (`?state=`) counts as not sent. */
const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** An id in a query: a whole number a database row can have (int32); anything else is not a value. */
const queryId = () =>
  z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });

const openItemFilters = {
  eventId: blankAsMissing(queryId().optional()),
  state: blankAsMissing(z.enum(OPEN_ITEM_VIEWS, { error: 'invalidValue' }).optional()),
  age: blankAsMissing(z.enum(AGE_BUCKETS, { error: 'invalidValue' }).optional()),
  /** Part of the company's name or of the invoice number. */
  q: blankAsMissing(z.string({ error: 'invalidType' }).trim().max(100, { error: 'tooLong' }).optional()),
  sort: blankAsMissing(z.enum(OPEN_ITEM_SORTS, { error: 'invalidValue' }).optional().default('dueDate')),
};

/** `GET /be/open-items`: the filters and the page. */
export const openItemsQuerySchema = z.object({
  ...openItemFilters,
  page: blankAsMissing(z.coerce.number({ error: 'invalidType' }).int({ error: 'invalidType' }).min(1, { error: 'tooSmall' }).max(100_000, { error: 'tooBig' }).optional().default(1)),
});
export type OpenItemsQuery = z.output<typeof openItemsQuerySchema>;
export type OpenItemFilters = Omit<OpenItemsQuery, 'page'>;

/** `GET /be/open-items/export`: the same filters, all rows, as CSV (the default) or XLSX. */
export const openItemsExportQuerySchema = z.object({
  ...openItemFilters,
  format: blankAsMissing(z.enum(OPEN_ITEM_EXPORT_FORMATS, { error: 'invalidValue' }).optional().default('csv')),
});

/** An invoice among the open items, with where it stands on the organiser's today. */
export const openItemSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  /** Days past the due date (0 or less: not due). */
  daysOverdue: z.number(),
  age: z.enum(AGE_BUCKETS),
  state: z.enum(PAYMENT_STATES),
  disputed: z.boolean(),
  companyId: z.number(),
  company: z.string(),
  registrationId: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  currency: z.string(),
  gross: z.number(),
  /** The gross of its credit notes and cancellation voucher. */
  credited: z.number(),
  paid: z.number(),
  open: z.number(),
  creditBalance: z.number(),
});
export type OpenItem = z.infer<typeof openItemSchema>;

/** One age bucket of the filtered items (every filter but the age applies): how many, and what they have open. */
const ageTotalSchema = z.object({ age: z.enum(AGE_BUCKETS), count: z.number(), open: z.number() });

export const openItemsAnswerSchema = z.object({
  items: z.array(openItemSchema),
  /** The items that match every filter, across the pages. */
  total: z.number(),
  ages: z.array(ageTotalSchema),
  /** Open and owed back across the ages. */
  open: z.number(),
  creditBalance: z.number(),
});
export type OpenItemsAnswer = z.infer<typeof openItemsAnswerSchema>;

/** How money came to or left an invoice: typed in, booked from the bank, a returned direct debit, paid back, set off from another invoice. */
export const HISTORY_PAYMENT_KINDS = ['manual', 'bank', 'returnedDebit', 'refund', 'setOff'] as const;

const historyInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  eventId: z.number(),
  eventName: z.string(),
  currency: z.string(),
  state: z.enum(PAYMENT_STATES),
  disputed: z.boolean(),
  gross: z.number(),
  paid: z.number(),
  open: z.number(),
  creditBalance: z.number(),
  corrections: z.array(z.object({ id: z.number(), number: z.string(), type: z.string(), date: z.string(), gross: z.number() })),
  payments: z.array(z.object({ paidOn: z.string(), amount: z.number(), kind: z.enum(HISTORY_PAYMENT_KINDS) })),
});
export type HistoryInvoice = z.infer<typeof historyInvoiceSchema>;

/** `GET /be/companies/{id}/payment-history`: the company's invoices, oldest first, with payments, corrections and refunds. */
export const paymentHistoryAnswerSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  open: z.number(),
  creditBalance: z.number(),
  invoices: z.array(historyInvoiceSchema),
});
export type PaymentHistoryAnswer = z.infer<typeof paymentHistoryAnswerSchema>;

/** `GET /fe/statement-of-account`: what the exhibitor's company has open, per currency, and its statement's address. */
export const statementOfAccountAnswerSchema = z.object({
  balances: z.array(
    z.object({ currency: z.string(), open: z.number(), overdue: z.number(), creditBalance: z.number(), openInvoices: z.number(), overdueInvoices: z.number() }),
  ),
  pdfUrl: z.string(),
});
export type StatementOfAccountAnswer = z.infer<typeof statementOfAccountAnswerSchema>;
