import { taxCaseSchema } from './invoicing.ts';
import { z } from './zod.ts';
import { EXHIBITOR_TABS } from '../order-book-rules.ts';
import { fieldErrorSchema } from './answer.ts';
import { orderBookGroupSchema, orderBookItemSchema } from './catalogue-answers.ts';
import { euroRowSchema } from './euro-row.ts';
import { floorPlanInfoSchema } from './floor-plan.ts';

/** An item of the exhibitor's order booklet with the exhibitor's value (SPEC §3 Order-book item and value). */
export const bookletEntrySchema = orderBookItemSchema.extend({
  /** The amount binding orders hold (a ticked service: 1): the least the booklet accepts. */
  ordered: z.number(),
  /** The item's total: what binding orders hold plus what the exhibitor added; null when there is nothing. */
  value: z.object({ id: z.number(), orderBookItemId: z.number(), amount: z.number(), checked: z.boolean() }).nullable(),
});
export type BookletEntry = z.infer<typeof bookletEntrySchema>;

/** The booked services last sent by "save and send", stored as a document; `pdfUrl` answers its PDF. */
export const bookedServicesDocumentSchema = z.object({
  id: z.number(),
  number: z.string(),
  /** Calendar date 'YYYY-MM-DD'. */
  date: z.string(),
  createdAt: z.string(),
  pdfUrl: z.string(),
});
export type BookedServicesDocument = z.infer<typeof bookedServicesDocumentSchema>;

/** `GET /fe/rest/orderbook/{id}`: the booklet without the hidden tab; money in euros. */
export const bookletSchema = z.object({
  orderBooks: z.array(bookletEntrySchema),
  orderBookGroups: z.array(orderBookGroupSchema),
  /** What is booked, priced. */
  // The VAT by the company's tax case, as its invoice will have it.
  orderBookPos: z.object({ positions: z.array(euroRowSchema), net: z.number(), vat: z.number(), gross: z.number(), taxCase: taxCaseSchema }),
  /** Null before the first "save and send". */
  orderBookDoc: bookedServicesDocumentSchema.nullable(),
  /** The stand plan (Standskizze) of the registration; null before one is uploaded. */
  floorPlan: floorPlanInfoSchema.nullable(),
  /** Until the tech deadline. */
  isEditable: z.boolean(),
  techEndsAt: z.string(),
});
export type Booklet = z.infer<typeof bookletSchema>;

/** `POST /fe/rest/orderbook/{id}?tab=&sendMail=`: the tab saved, and whether the booked services are mailed too. */
export const saveBookletQuerySchema = z.object({
  tab: z.coerce.number({ error: 'invalidValue' }).refine((tab) => (EXHIBITOR_TABS as readonly number[]).includes(tab), { error: 'invalidValue' }),
  sendMail: z.enum(['0', '1'], { error: 'invalidValue' }).optional().default('0'),
});

/** The values of one tab: an amount for an amount item, `checked` for a checkbox. */
export const bookletValuesSchema = z.object({
  orderBooks: z
    .array(
      z.object({
        id: z.number().int().positive().max(2_147_483_647),
        amount: z.number().min(0).max(1_000_000).nullish(),
        checked: z.boolean().nullish(),
      }),
    )
    .max(2000),
});
export type BookletValuesInput = z.input<typeof bookletValuesSchema>;

/** Consents left unticked come as warnings: saved, but incomplete. */
export const saveBookletAnswerSchema = z.object({ success: z.literal(true), message: z.string(), warnings: z.array(fieldErrorSchema) });
export type SaveBookletAnswer = z.infer<typeof saveBookletAnswerSchema>;
