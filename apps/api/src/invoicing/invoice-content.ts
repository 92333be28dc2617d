import { invoiceTotals, taxCaseSchema, type InvoiceTotals, type TaxCase, type VatCategory } from '@messeportal/domain';
import { z } from 'zod';
import type { OrganiserRow } from '../platform/settings/repo.ts';

/** The kinds of document this module issues; their number prefixes come from the settings. */
export type InvoiceKind = 'invoice' | 'credit_note' | 'cancellation';

const cents = () => z.number().int();
const vatCategory = z.enum(['S', 'AE', 'O']) satisfies z.ZodType<VatCategory>;

const contentLineSchema = z.object({
  /** In the language the document was issued in (its main contact's), as its e-invoice and stored lines say. */
  description: z.string(),
  /**
   * The line's name in each print language, so that a PDF printed in the other language names it in that one
   * (documents issued before issue 28, and lines of a credit note's own text, have none: they print `description`).
   */
  names: z.object({ de: z.string(), en: z.string() }).optional(),
  amount: z.number(),
  /** A unit id of the domain's units, or a stand position's own label. */
  unit: z.string(),
  priceSingleCents: cents(),
  netCents: cents(),
  category: vatCategory,
  rateBp: z.number().int(),
});
export type ContentLine = z.infer<typeof contentLineSchema>;

const sellerSchema = z.object({
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  /** ISO 3166 code, upper case. */
  country: z.string(),
  vatId: z.string(),
  taxNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  bankName: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

const buyerSchema = z.object({
  name: z.string(),
  nameExtra: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  /** ISO 3166 code, upper case. */
  country: z.string(),
  vatId: z.string(),
  /** XRechnung BT-10: the Leitweg-ID of a public buyer, its own reference, or the registration's number. */
  reference: z.string(),
  /**
   * Whether `reference` is the buyer's own (a Leitweg-ID or order number it gave), printed as "your reference";
   * false for the registration's number, which only the e-invoice needs. Missing on documents issued before.
   */
  ownReference: z.boolean().optional(),
  email: z.string(),
});
export type Buyer = z.infer<typeof buyerSchema>;

const totalsSchema = z.object({
  netCents: cents(),
  vatCents: cents(),
  grossCents: cents(),
  breakdown: z.array(z.object({ category: vatCategory, rateBp: z.number().int(), basisCents: cents(), vatCents: cents() })),
}) satisfies z.ZodType<InvoiceTotals>;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Everything an invoice, credit note or cancellation voucher says, as it was issued: stored with the document
 * (documents.content) so that its PDF and e-invoice print the same tomorrow, whatever the settings, the
 * company's address or the catalogue say then. Read back through this schema (invoicing-repo.ts contentOf).
 */
export const invoiceContentSchema = z.object({
  kind: z.enum(['invoice', 'credit_note', 'cancellation']) satisfies z.ZodType<InvoiceKind>,
  currency: z.string(),
  seller: sellerSchema,
  buyer: buyerSchema,
  taxCase: taxCaseSchema,
  event: z.object({ nameDe: z.string(), nameEn: z.string(), startsAt: day, endsAt: day }),
  /** The partial billing number an invoice covers ('none': everything). */
  billingNumber: z.string(),
  lines: z.array(contentLineSchema),
  totals: totalsSchema,
  /** An invoice's due date and the days it was given. */
  dueDate: day.nullable(),
  paymentTermDays: z.number().int(),
  /** The invoice a credit note or cancellation voucher corrects. */
  corrects: z.object({ number: z.string(), date: day }).nullable(),
  /** On a final invoice: the partial invoices issued before it. */
  partialInvoices: z.array(z.object({ number: z.string(), date: day, grossCents: cents() })),
  /** Why a cancellation voucher cancels its invoice (staff give it; vouchers issued before issue 28 have none). */
  reason: z.string().optional(),
});
export type InvoiceContent = z.infer<typeof invoiceContentSchema>;

/** The organiser as a seller, from its settings as they are when the document is issued. */
export const sellerOf = (settings: OrganiserRow): Seller => ({
  name: settings.companyName,
  street: settings.street,
  zip: settings.zip,
  city: settings.city,
  country: settings.country.toUpperCase(),
  vatId: settings.vatId,
  taxNumber: settings.taxNumber,
  email: settings.email,
  phone: settings.phone,
  bankName: settings.bankName,
  iban: settings.iban,
  bic: settings.bic,
});

/** Priced positions (cents) as content lines, all of the one tax case. */
export const taxedLines = (
  positions: readonly { description: string; names?: ContentLine['names']; amount: number; unit: string; priceSingle: number; sum: number }[],
  taxCase: TaxCase,
): ContentLine[] =>
  positions.map((position) => ({
    description: position.description,
    ...(position.names ? { names: position.names } : {}),
    amount: position.amount,
    unit: position.unit,
    priceSingleCents: position.priceSingle,
    netCents: position.sum,
    category: taxCase.category,
    rateBp: taxCase.rateBp,
  }));

/** A content's lines with their totals formed as EN 16931 forms them (invoiceTotals). */
export const withTotals = (lines: ContentLine[]) => ({ lines, totals: invoiceTotals(lines) });
