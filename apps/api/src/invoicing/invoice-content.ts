import { invoiceTotals, type InvoiceTotals, type TaxCase, type VatCategory } from '@messeportal/domain';
import type { OrganiserRow } from '../platform/settings/repo.ts';

/** The kinds of document this module issues; their number prefixes come from the settings. */
export type InvoiceKind = 'invoice' | 'credit_note' | 'cancellation';

export interface ContentLine {
  description: string;
  amount: number;
  /** A unit id of the domain's units, or a stand position's own label. */
  unit: string;
  priceSingleCents: number;
  netCents: number;
  category: VatCategory;
  rateBp: number;
}

export interface Seller {
  name: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166 code, upper case. */
  country: string;
  vatId: string;
  taxNumber: string;
  email: string;
  phone: string;
  bankName: string;
  iban: string;
  bic: string;
}

export interface Buyer {
  name: string;
  nameExtra: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166 code, upper case. */
  country: string;
  vatId: string;
  /** XRechnung BT-10: the Leitweg-ID of a public buyer, its own reference, or the registration's number. */
  reference: string;
  email: string;
}

/**
 * Everything an invoice, credit note or cancellation voucher says, as it was issued: stored with the document
 * (documents.content) so that its PDF and e-invoice print the same tomorrow, whatever the settings, the
 * company's address or the catalogue say then.
 */
export interface InvoiceContent {
  kind: InvoiceKind;
  currency: string;
  seller: Seller;
  buyer: Buyer;
  taxCase: TaxCase;
  event: { nameDe: string; nameEn: string; startsAt: string; endsAt: string };
  /** The partial billing number an invoice covers ('none': everything). */
  billingNumber: string;
  lines: ContentLine[];
  totals: InvoiceTotals;
  /** An invoice's due date and the days it was given. */
  dueDate: string | null;
  paymentTermDays: number;
  /** The invoice a credit note or cancellation voucher corrects. */
  corrects: { number: string; date: string } | null;
  /** On a final invoice: the partial invoices issued before it. */
  partialInvoices: { number: string; date: string; grossCents: number }[];
}

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
export const taxedLines = (positions: readonly { description: string; amount: number; unit: string; priceSingle: number; sum: number }[], taxCase: TaxCase): ContentLine[] =>
  positions.map((position) => ({
    description: position.description,
    amount: position.amount,
    unit: position.unit,
    priceSingleCents: position.priceSingle,
    netCents: position.sum,
    category: taxCase.category,
    rateBp: taxCase.rateBp,
  }));

/** A content's lines with their totals formed as EN 16931 forms them (invoiceTotals). */
export const withTotals = (lines: ContentLine[]) => ({ lines, totals: invoiceTotals(lines) });
