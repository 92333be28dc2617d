import { DUNNING_KINDS } from '@messeportal/domain';
import { z } from 'zod';
import { invoiceContentSchema } from '../invoice-content.ts';

const cents = () => z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const interestSchema = z.object({
  principalCents: cents(),
  pointsAboveBp: z.number().int(),
  from: day,
  to: day,
  periods: z.array(z.object({ from: day, to: day, days: z.number().int(), baseRateBp: z.number().int(), rateBp: z.number().int(), cents: cents() })),
});

/** One invoice a notice lists, with the level it reaches and what the notice charges on it. */
const noticeItemSchema = z.object({
  invoiceId: z.number().int(),
  number: z.string(),
  date: day,
  dueDate: day,
  grossCents: cents(),
  openCents: cents(),
  level: z.number().int(),
  feeCents: cents(),
  flatFeeCents: cents(),
  interest: interestSchema.nullable(),
});
export type NoticeItemContent = z.infer<typeof noticeItemSchema>;

/**
 * Everything a dunning notice says, as it was sent (documents.content of a 'dunning_notice'): its PDF prints from
 * this and never from today's data, as an invoice does.
 */
export const noticeContentSchema = z.object({
  kind: z.literal('dunning_notice'),
  /** The highest level among its invoices, which titles the notice. */
  level: z.number().int(),
  dunningKind: z.enum(DUNNING_KINDS),
  currency: z.string(),
  seller: invoiceContentSchema.shape.seller,
  /** The buyer as the latest invoice listed names it. */
  buyer: invoiceContentSchema.shape.buyer,
  event: z.object({ nameDe: z.string(), nameEn: z.string() }),
  /** The day by which the notice asks for payment. */
  payBy: day,
  items: z.array(noticeItemSchema),
  totals: z.object({ openCents: cents(), feeCents: cents(), flatFeeCents: cents(), interestCents: cents(), totalCents: cents() }),
});
export type NoticeContent = z.infer<typeof noticeContentSchema>;

/** A notice's stored content read through its schema; null on any other document. */
export function noticeContentOf(row: { type: string; content: unknown; number?: string }): NoticeContent | null {
  if (row.type !== 'dunning_notice') return null;
  const read = noticeContentSchema.safeParse(row.content);
  if (!read.success) throw new Error(`the stored content of notice ${row.number ?? '(no number)'} is malformed:\n${z.prettifyError(read.error)}`);
  return read.data;
}
