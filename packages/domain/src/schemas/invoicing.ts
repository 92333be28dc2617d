import { DUNNING_KINDS } from '../dunning.ts';
import { DOCUMENT_LIST_TYPES, INVOICE_BILLING_NUMBERS, type TaxCase } from '../invoicing.ts';
import { PAYMENT_STATES } from '../payment-state.ts';
import { amountToCents, hasAtMostTwoDecimals } from '../pricing.ts';
import { calendarDay } from './fields.ts';
import { z } from './zod.ts';

const missingOr = (otherwise: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : otherwise);

/**
 * Euros with at most two decimals, more than nothing and at most ten million, as the invoicing routes answer
 * them; read as whole cents.
 */
export const positiveEuros = () =>
  z
    .number({ error: missingOr('invalidType') })
    .min(0.01, { error: 'tooSmall' })
    .max(10_000_000, { error: 'tooBig' })
    .refine(hasAtMostTwoDecimals, { error: 'invalidValue' })
    .transform(amountToCents);

/** A calendar day 'YYYY-MM-DD'. */
const day = () => calendarDay('dateInvalid');

/** `POST /be/registration/{id}/invoices`: the uninvoiced positions of one partial billing number (none: all), optionally as the final invoice. */
export const issueInvoiceInputSchema = z.object({
  billingNumber: z.enum(INVOICE_BILLING_NUMBERS, { error: missingOr('invalidValue') }),
  final: z.boolean({ error: 'invalidType' }).optional().default(false),
});
export type IssueInvoiceInput = z.input<typeof issueInvoiceInputSchema>;

/** `POST /be/document/{id}/cancel`: why the whole invoice is cancelled (printed on the cancellation voucher). */
export const cancelInvoiceInputSchema = z.object({
  reason: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'cancelReasonMissing' : 'invalidType') })
    .trim()
    .min(1, { error: 'cancelReasonMissing' })
    .max(1000, { error: 'tooLong' }),
});
export type CancelInvoiceInput = z.input<typeof cancelInvoiceInputSchema>;

/**
 * `POST /be/document/{id}/credit_note`: lines of the invoice to credit, each in full or by `net` euros of its
 * net, and why (printed on the credit note).
 */
export const creditNoteInputSchema = z.object({
  lines: z
    .array(z.object({ id: z.number({ error: missingOr('invalidType') }).int({ error: 'invalidType' }), net: positiveEuros().optional() }), { error: missingOr('invalidType') })
    .min(1, { error: 'creditNoLines' })
    .max(500)
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, { error: 'creditLineTwice' }),
  reason: z.string({ error: 'invalidType' }).trim().max(500, { error: 'tooLong' }).optional().default(''),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

/** `POST /be/document/{id}/payments`: a payment received for an invoice, in euros (`amount`), on a day. */
export const paymentInputSchema = z.object({ paidOn: day(), amount: positiveEuros() });
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** A query parameter sent empty (`?type=`) counts as not sent. */
const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** `GET /be/event/{id}/documents`: filters by type, an invoice's payment state, partial billing number and date range. */
export const documentListQuerySchema = z.object({
  type: blankAsMissing(z.enum(DOCUMENT_LIST_TYPES, { error: 'invalidValue' }).optional()),
  state: blankAsMissing(z.enum(PAYMENT_STATES, { error: 'invalidValue' }).optional()),
  billingNumber: blankAsMissing(z.enum(INVOICE_BILLING_NUMBERS, { error: 'invalidValue' }).optional()),
  from: blankAsMissing(day().optional()),
  to: blankAsMissing(day().optional()),
  page: blankAsMissing(z.coerce.number({ error: 'invalidType' }).int({ error: 'invalidType' }).min(1).max(100_000).optional().default(1)),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

/** Where an invoice stands with its buyer (paymentStateOf) on the organiser's today; money in euros. */
export const invoicePaymentSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  /** What is left to pay after payments and credit notes. */
  open: z.number(),
  paid: z.number(),
  /** What is owed back to the buyer: payments beyond what credit notes left of the gross. */
  creditBalance: z.number(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** An invoice, credit note or cancellation voucher as the back office lists it; money in euros. */
export const invoiceDocumentSchema = z.object({
  id: z.number(),
  type: z.enum(DOCUMENT_LIST_TYPES),
  typeLabel: z.string(),
  number: z.string(),
  /** Calendar days 'YYYY-MM-DD'. */
  date: z.string(),
  dueDate: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
  billingNumber: z.string().nullable(),
  billingLabel: z.string().nullable(),
  isFinal: z.boolean(),
  registrationId: z.number(),
  companyName: z.string(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  /** An invoice's payment; null on credit notes and cancellation vouchers. */
  payment: invoicePaymentSchema.nullable(),
  /** The invoice a credit note or cancellation voucher corrects. */
  correctsNumber: z.string().nullable(),
  pdfUrl: z.string(),
  /** The XRechnung; null on documents issued before invoicing existed (no e-invoice of their own). */
  xmlUrl: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** `GET /be/event/{id}/documents`. */
export const documentListAnswerSchema = z.object({
  documents: z.array(invoiceDocumentSchema),
  total: z.number(),
  /**
   * The event's documents of every kind (`all`) and its invoices in each payment state on the organiser's today,
   * whatever else is filtered: the list's views.
   */
  counts: z.object({
    all: z.number(),
    open: z.number(),
    partPaid: z.number(),
    paid: z.number(),
    overdue: z.number(),
    canceled: z.number(),
    credited: z.number(),
  } satisfies Record<'all' | (typeof PAYMENT_STATES)[number], z.ZodNumber>),
  page: z.number(),
  pageSize: z.number(),
});
export type DocumentListAnswer = z.infer<typeof documentListAnswerSchema>;

/** `GET /be/document/{id}` and the answers of its actions: the document, its lines with what is credited, payments and corrections. */
export const invoiceDocumentDetailSchema = z.object({
  document: invoiceDocumentSchema,
  lines: z.array(
    z.object({ id: z.number(), description: z.string(), amount: z.number(), unit: z.string(), priceSingle: z.number(), sum: z.number(), credited: z.number() }),
  ),
  payments: z.array(z.object({ paidOn: z.string(), amount: z.number() })),
  corrections: z.array(invoiceDocumentSchema),
  /** Where the invoice stands with dunning (issue 30): disputed, its company on hold, the notices that listed it. */
  dunning: z.object({
    disputed: z.boolean(),
    disputeNote: z.string(),
    companyId: z.number(),
    onHold: z.boolean(),
    holdNote: z.string(),
    notices: z.array(z.object({ documentId: z.number(), number: z.string(), date: z.string(), level: z.number(), kind: z.enum(DUNNING_KINDS) })),
  }),
});
export type InvoiceDocumentDetail = z.infer<typeof invoiceDocumentDetailSchema>;

/** `GET /be/registration/{id}/invoicing`: what is left to invoice per partial billing number, and the documents issued. */
export const registrationInvoicingSchema = z.object({
  uninvoiced: z.array(
    z.object({
      billingNumber: z.enum(INVOICE_BILLING_NUMBERS),
      label: z.string(),
      positions: z.number(),
      net: z.number(),
      /** The live final invoice these positions arrived after (finalInvoiceBefore): staff are warned before invoicing them. */
      afterFinal: z.object({ id: z.number(), number: z.string(), date: z.string() }).nullable(),
    }),
  ),
  documents: z.array(invoiceDocumentSchema),
  /** Live final invoices listing a partial invoice cancelled since (cancelledPartialsOf), each to be replaced by a corrected one. */
  outdatedFinals: z.array(z.object({ id: z.number(), number: z.string(), date: z.string(), cancelledPartials: z.array(z.string()) })),
});
export type RegistrationInvoicing = z.infer<typeof registrationInvoicingSchema>;

/** A buyer's tax case (taxCaseOf), as documents keep it and answers carry it. */
export const taxCaseSchema = z.object({
  kind: z.enum(['domestic', 'assumedDomestic', 'reverseCharge', 'outsideEu']),
  category: z.enum(['S', 'AE', 'O']),
  rateBp: z.number().int(),
  exemptionCode: z.enum(['VATEX-EU-AE', 'VATEX-EU-O']).optional(),
}) satisfies z.ZodType<TaxCase>;
