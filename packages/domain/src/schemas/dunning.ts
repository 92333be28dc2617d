import { DUNNING_KINDS } from '../dunning.ts';
import { optional } from './fields.ts';
import { z } from './zod.ts';

const id = () => z.number().int().positive().max(2_147_483_647, { error: 'invalidValue' });

/** One invoice a proposed or sent notice lists, with what the notice charges on it (euros). */
const noticeInvoiceSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  dueDate: z.string(),
  open: z.number(),
  fee: z.number(),
  flatFee: z.number(),
  interest: z.number(),
});
export type NoticeInvoice = z.infer<typeof noticeInvoiceSchema>;

/** A notice the run proposes for one registration: the level it reaches and the invoices it lists. */
const dunningProposalSchema = z.object({
  registrationId: z.number(),
  companyId: z.number(),
  company: z.string(),
  eventName: z.string(),
  /** The highest level among its invoices: the notice is titled by it. */
  level: z.number(),
  kind: z.enum(DUNNING_KINDS),
  invoices: z.array(noticeInvoiceSchema),
  open: z.number(),
  charges: z.number(),
  total: z.number(),
});
export type DunningProposal = z.infer<typeof dunningProposalSchema>;

/** An overdue invoice left out of the run because a person said so: disputed, or its company on hold. */
const heldInvoiceSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  companyId: z.number(),
  company: z.string(),
  dueDate: z.string(),
  open: z.number(),
  reason: z.enum(['disputed', 'onHold']),
  note: z.string(),
});
export type HeldInvoice = z.infer<typeof heldInvoiceSchema>;

const sentNoticeSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  date: z.string(),
  registrationId: z.number(),
  company: z.string(),
  kind: z.enum(DUNNING_KINDS),
  total: z.number(),
});
export type SentNotice = z.infer<typeof sentNoticeSchema>;

/** `GET /be/dunning`: today's run (what is due), the invoices held back, the notices sent last. */
export const dunningAnswerSchema = z.object({
  today: z.string(),
  proposals: z.array(dunningProposalSchema),
  held: z.array(heldInvoiceSchema),
  sent: z.array(sentNoticeSchema),
});
export type DunningAnswer = z.infer<typeof dunningAnswerSchema>;

/** `POST /be/dunning`: send the notices proposed for these registrations (each recomputed when sent). */
export const sendDunningInputSchema = z.object({ registrationIds: z.array(id()).min(1, { error: 'required' }).max(5000, { error: 'tooBig' }) });
export type SendDunningInput = z.input<typeof sendDunningInputSchema>;

export const sendDunningAnswerSchema = z.object({
  sent: z.array(sentNoticeSchema),
  /** Registrations chosen for which nothing was due any more when sending (paid, disputed or sent meanwhile). */
  leftOut: z.array(z.number()),
});
export type SendDunningAnswer = z.infer<typeof sendDunningAnswerSchema>;

/** `PUT /be/invoices/:id/dispute`: the buyer disputes the invoice (with what), or no longer. */
export const disputeInputSchema = z.object({ disputed: z.boolean({ error: 'required' }), note: optional(500) }).refine((input) => !input.disputed || input.note.trim() !== '', {
  error: 'disputeNoteRequired',
  path: ['note'],
});
export type DisputeInput = z.input<typeof disputeInputSchema>;

/** `PUT /be/companies/:id/dunning-hold`: none of the company's invoices is dunned while on hold. */
export const dunningHoldInputSchema = z.object({ onHold: z.boolean({ error: 'required' }), note: optional(500) }).refine((input) => !input.onHold || input.note.trim() !== '', {
  error: 'holdNoteRequired',
  path: ['note'],
});
export type DunningHoldInput = z.input<typeof dunningHoldInputSchema>;
