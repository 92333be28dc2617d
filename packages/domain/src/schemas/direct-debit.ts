import { bic, iban, required } from './fields.ts';
import { z } from './zod.ts';

export const SEPA_SCHEMES = ['CORE', 'B2B'] as const;

/** `POST /fe/mandate`: the account the exhibitor's company is debited from, under the scheme it chose, and its consent. */
export const mandateInputSchema = z.object({
  scheme: z.enum(SEPA_SCHEMES, { error: 'required' }),
  accountHolder: required(70),
  iban: iban(),
  bic: bic(),
  accepted: z.literal(true, { error: 'mandateNotAccepted' }),
});
export type MandateInput = z.input<typeof mandateInputSchema>;

const mandateSchema = z.object({ reference: z.string(), scheme: z.enum(SEPA_SCHEMES), accountHolder: z.string(), iban: z.string(), bic: z.string(), signedOn: z.string() });

/** `GET /fe/mandate`: the company's mandate in force, and the creditor it is granted to (null: no direct debit offered). */
export const mandateAnswerSchema = z.object({
  mandate: mandateSchema.nullable(),
  creditor: z.object({ name: z.string(), creditorId: z.string() }).nullable(),
});
export type MandateAnswer = z.infer<typeof mandateAnswerSchema>;

/** An open invoice that can be collected: its company's mandate, the day and the sequence it would go with. */
const dueDebitSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  company: z.string(),
  registrationId: z.number(),
  /** Euros open now. */
  open: z.number(),
  dueDate: z.string().nullable(),
  collectionDate: z.string(),
  scheme: z.enum(SEPA_SCHEMES),
  sequenceType: z.enum(['FRST', 'RCUR', 'OOFF']),
  mandateReference: z.string(),
});
export type DueDebit = z.infer<typeof dueDebitSchema>;

const debitBatchSchema = z.object({ id: z.number(), createdAt: z.string(), scheme: z.enum(SEPA_SCHEMES), count: z.number(), sum: z.number() });
export type DebitBatch = z.infer<typeof debitBatchSchema>;

/** `GET /be/direct-debits`: what can be collected today, the files made so far, and whether the creditor id is missing. */
export const directDebitsAnswerSchema = z.object({ creditorIdMissing: z.boolean(), due: z.array(dueDebitSchema), batches: z.array(debitBatchSchema) });
export type DirectDebitsAnswer = z.infer<typeof directDebitsAnswerSchema>;

/** `POST /be/direct-debits`: the invoices to collect, chosen from the due ones. */
export const collectInputSchema = z.object({ documentIds: z.array(z.number().int().positive().max(2_147_483_647, { error: 'invalidValue' })).min(1, { error: 'required' }).max(5000, { error: 'tooBig' }) });
export type CollectInput = z.input<typeof collectInputSchema>;

/** What collecting made: a file per scheme, and the invoices left out with why (paid meanwhile, no mandate, collected already). */
export const collectAnswerSchema = z.object({
  batches: z.array(debitBatchSchema),
  leftOut: z.array(z.object({ documentId: z.number(), number: z.string(), reason: z.enum(['notOpen', 'noMandate', 'collected']) })),
});
export type CollectAnswer = z.infer<typeof collectAnswerSchema>;
