import { bic, iban, required } from './fields.ts';
import { positiveEuros } from './invoicing.ts';
import { z } from './zod.ts';

/**
 * Refunds (issue 30): an invoice's credit balance (a credit note on a paid invoice, an overpayment) paid back by
 * transfer, collected into a pain.001 file, or set off against another open invoice of the same company.
 */
export const REFUND_METHODS = ['transfer', 'setOff'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

const documentId = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });

/** The account a refund is transferred to, as staff confirm or type it. */
export const refundAccountSchema = z.object({
  accountHolder: required(70),
  iban: iban(),
  bic: bic(),
});

/** `POST /be/refunds` by transfer: `amount` euros of the invoice's credit balance to the account given. */
export const transferRefundInputSchema = refundAccountSchema.extend({ method: z.literal('transfer'), documentId: documentId(), amount: positiveEuros() });
export type TransferRefundInput = z.input<typeof transferRefundInputSchema>;

/** `POST /be/refunds` as a set-off: `amount` euros of the credit balance pay the company's open invoice `setOffDocumentId`. */
export const setOffRefundInputSchema = z.object({ method: z.literal('setOff'), documentId: documentId(), amount: positiveEuros(), setOffDocumentId: documentId() });
export type SetOffRefundInput = z.input<typeof setOffRefundInputSchema>;

export const refundInputSchema = z.discriminatedUnion('method', [transferRefundInputSchema, setOffRefundInputSchema], { error: 'invalidValue' });
export type RefundInput = z.input<typeof refundInputSchema>;

/** Where the account proposed for a transfer comes from: the bank entry the money came with, the SEPA mandate, or nowhere. */
export const PROPOSED_ACCOUNT_SOURCES = ['bankEntry', 'mandate', 'none'] as const;

/** An invoice with a credit balance: what is owed back (euros), the account proposed and the invoices it can be set off against. */
export const creditBalanceSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  company: z.string(),
  registrationId: z.number(),
  currency: z.string(),
  creditBalance: z.number(),
  account: z.object({ accountHolder: z.string(), iban: z.string(), bic: z.string(), source: z.enum(PROPOSED_ACCOUNT_SOURCES) }),
  setOffInvoices: z.array(z.object({ documentId: z.number(), number: z.string(), open: z.number() })),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** A refund made: by transfer (with its file once made) or set off (with the invoice it paid). */
export const refundSchema = z.object({
  id: z.number(),
  documentId: z.number(),
  number: z.string(),
  company: z.string(),
  method: z.enum(REFUND_METHODS),
  amount: z.number(),
  createdAt: z.string(),
  setOffNumber: z.string().nullable(),
  accountHolder: z.string(),
  iban: z.string(),
  batchId: z.number().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A pain.001 file of refunds. */
export const refundBatchSchema = z.object({ id: z.number(), createdAt: z.string(), count: z.number(), sum: z.number() });
export type RefundBatch = z.infer<typeof refundBatchSchema>;

/**
 * `GET /be/refunds`: the credit balances owed back, the refunds made (newest first; transfers without a file are
 * the ones a file can be made of), the files made, and which of the organiser's bank settings a file still needs.
 */
export const refundsAnswerSchema = z.object({
  owed: z.array(creditBalanceSchema),
  refunds: z.array(refundSchema),
  batches: z.array(refundBatchSchema),
  bankDataMissing: z.array(z.enum(['companyName', 'iban', 'bic'])),
});
export type RefundsAnswer = z.infer<typeof refundsAnswerSchema>;

export const refundAnswerSchema = z.object({ refund: refundSchema });

/** `POST /be/refund-batches`: the transfer refunds, not yet in a file, to put into one pain.001 file. */
export const refundBatchInputSchema = z.object({ refundIds: z.array(documentId()).min(1, { error: 'required' }).max(5000, { error: 'tooBig' }) });
export type RefundBatchInput = z.input<typeof refundBatchInputSchema>;

export const refundBatchAnswerSchema = z.object({ batch: refundBatchSchema });
