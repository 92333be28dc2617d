import { z } from './zod.ts';
import { positiveEuros } from './invoicing.ts';

/** Why an entry of a bank statement waits for a person (domain ReviewReason), or `debit` for money that left the account. */
export const BANK_REVIEW_REASONS = ['partPayment', 'aboveOpen', 'ambiguous', 'otherName', 'notOpen', 'noMatch', 'debit'] as const;
export type BankReviewReason = (typeof BANK_REVIEW_REASONS)[number];

/** `POST /be/bank-statements`: what reading and matching a statement did. */
export const statementUploadAnswerSchema = z.object({
  statement: z.object({
    id: z.number(),
    fileName: z.string(),
    format: z.string(),
    accountIban: z.string(),
    /** Entries in the file, and those already known from an earlier upload (nothing booked for them again). */
    entriesRead: z.number(),
    entriesKnown: z.number(),
    booked: z.number(),
    /** Euros booked as payments. */
    bookedAmount: z.number(),
    review: z.number(),
  }),
});
export type StatementUploadAnswer = z.infer<typeof statementUploadAnswerSchema>;

const invoiceRefSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  company: z.string(),
  registrationId: z.number(),
  /** Euros still open, and the due date. */
  open: z.number(),
  dueDate: z.string().nullable(),
});
export type BankInvoiceRef = z.infer<typeof invoiceRefSchema>;

export const bankEntrySchema = z.object({
  id: z.number(),
  bookedOn: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  counterpartyName: z.string(),
  counterpartyIban: z.string(),
  remittance: z.string(),
  endToEndId: z.string(),
  returnReason: z.string(),
  state: z.enum(['booked', 'review', 'dismissed']),
  reason: z.enum(BANK_REVIEW_REASONS).nullable(),
  /** The open invoices it may pay, best first. */
  candidates: z.array(invoiceRefSchema),
  /** What was booked from it. */
  payments: z.array(z.object({ documentId: z.number(), number: z.string(), amount: z.number() })),
});
export type BankEntry = z.infer<typeof bankEntrySchema>;

/** `GET /be/bank-entries`: the entries waiting for a person (or another state), newest first. */
export const bankEntryListQuerySchema = z.object({
  state: z.enum(['booked', 'review', 'dismissed'], { error: 'invalidValue' }).optional().default('review'),
});
export const bankEntryListAnswerSchema = z.object({
  entries: z.array(bankEntrySchema),
  /** Entries in the state asked for (at most 200 are listed), and in each state. */
  total: z.number(),
  counts: z.object({ review: z.number(), booked: z.number(), dismissed: z.number() }),
});
export type BankEntryList = z.infer<typeof bankEntryListAnswerSchema>;

/**
 * `POST /be/bank-entries/{id}/assign`: a person books a waiting credit on invoices named by their numbers; the
 * amounts add up to the credit. More than an invoice has open stays there as a credit balance.
 */
export const assignBankEntryInputSchema = z.object({
  allocations: z
    .array(z.object({ number: z.string().trim().min(1, { error: 'required' }).max(40, { error: 'tooLong' }), amount: positiveEuros() }))
    .min(1, { error: 'required' })
    .max(20, { error: 'tooBig' }),
});
export type AssignBankEntryInput = z.input<typeof assignBankEntryInputSchema>;
