/**
 * The rules of invoicing (issue 17): which tax case a buyer is, what a VAT ID and a Leitweg-ID must look like,
 * how an invoice's totals are formed as EN 16931 expects them, which partial billing number a position belongs
 * to. What a payment leaves open is payment-state.ts's. Pure: the API applies them, the web shows them.
 */
import { addDays } from './catalogue-rules.ts';
import { divideRounded, lineSum, type PriceLine } from './pricing.ts';
import { normaliseUstid, ustidForms } from './schemas/personal.ts';

/** The member states of the EU among the countries the portal offers (SPEC §3), by their ISO code. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'at', 'be', 'bg', 'cy', 'cz', 'de', 'dk', 'ee', 'es', 'fi', 'fr', 'gr', 'hr', 'hu', 'ie', 'it',
  'lt', 'lu', 'lv', 'mt', 'nl', 'pl', 'pt', 'ro', 'se', 'si', 'sk',
]);

/** A VAT ID as it is stored and printed: upper case, without spaces, dots or dashes. */
export const compactVatId = normaliseUstid;

/**
 * What is wrong with `vatId` for a company in `country` (ISO code, lower case), by the forms the entry forms
 * check (`ustidForms`): `vatIdWrongCountry` when it does not even start with the country's prefix (Greece: EL,
 * Switzerland: CHE), `vatIdForm` when it has the prefix but not the form. Undefined when it is right, empty, or
 * its country's form is not checked.
 */
export function vatIdProblem(vatId: string, country: string): 'vatIdWrongCountry' | 'vatIdForm' | undefined {
  const id = normaliseUstid(vatId);
  const form = ustidForms[country.toLowerCase()];
  if (id === '' || !form || form.pattern.test(id)) return undefined;
  const prefix = normaliseUstid(form.example).slice(0, 2);
  return id.startsWith(prefix) ? 'vatIdForm' : 'vatIdWrongCountry';
}

/**
 * A Leitweg-ID (the buyer reference of German public buyers, XRechnung BT-10): a coarse address of 2 to 12
 * digits, an optional fine address of up to 30 letters and digits, and two check digits, joined by dashes; the
 * check digits make the whole (letters as 10 … 35) leave 1 modulo 97 (ISO 7064 MOD 97-10).
 */
export function isValidLeitwegId(value: string): boolean {
  const id = value.trim().toUpperCase();
  const match = /^(\d{2,12})(?:-([A-Z0-9]{1,30}))?-(\d{2})$/.exec(id);
  if (!match) return false;
  const digits = `${match[1]}${match[2] ?? ''}${match[3]}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/**
 * A buyer reference meant as a Leitweg-ID: a coarse address of digits, then a dash. Anything else (a purchase
 * order number, "PO 4711") is the buyer's own reference and printed as it is.
 */
export const looksLikeLeitwegId = (reference: string) => /^\d{2,12}-/.test(reference.trim());

/** What is wrong with a buyer reference as the exhibitor enters it, if anything. */
export const buyerReferenceProblem = (reference: string) =>
  looksLikeLeitwegId(reference) && !isValidLeitwegId(reference) ? ('leitwegIdInvalid' as const) : undefined;

/**
 * How the organiser taxes a buyer outside the EU (a setting): `notTaxable` — the stand and the fair's services
 * are supplied where the business buyer has its seat (§ 3a (2) UStG, Art. 44 of the VAT directive), so the
 * invoice carries no German VAT (category O); `standard` — the event's rate, for organisers whose tax adviser
 * says so.
 */
export const NON_EU_TAX_TREATMENTS = ['notTaxable', 'standard'] as const;
export type NonEuTaxTreatment = (typeof NON_EU_TAX_TREATMENTS)[number];

/** EN 16931 VAT category codes (UNCL 5305) the invoices use. */
export type VatCategory = 'S' | 'AE' | 'O';

export interface TaxCase {
  /**
   * domestic: German VAT; reverseCharge: an EU business buyer owes the VAT; outsideEu: see NonEuTaxTreatment;
   * assumedDomestic: German VAT for a buyer who has not named a country yet (a visitor before the company step).
   */
  kind: 'domestic' | 'assumedDomestic' | 'reverseCharge' | 'outsideEu';
  category: VatCategory;
  /** Basis points, as events.vat_rate. */
  rateBp: number;
  /** The VAT exemption reason code (BT-121) of a zero-rated case. */
  exemptionCode?: 'VATEX-EU-AE' | 'VATEX-EU-O';
}

/**
 * The tax case of a buyer in `country` with `vatId`, the organiser being in Germany: another EU country's
 * business with a valid VAT ID of its country is reverse charge; a buyer in Germany, or in the EU without such a
 * VAT ID (the organiser cannot treat it as a business of that state), pays German VAT; outside the EU as the
 * settings say; a buyer without a country yet pays German VAT, said so. The one decision behind every price
 * shown with its VAT: configurator, offers, orders and their confirmations, the portal, pro-forma and invoices.
 */
export function taxCaseOf(input: { country: string; vatId: string; eventRateBp: number; nonEu: NonEuTaxTreatment }): TaxCase {
  const country = input.country.trim().toLowerCase();
  const domestic = domesticTaxCase(input.eventRateBp);
  if (country === '') return { ...domestic, kind: 'assumedDomestic' };
  if (country === 'de') return domestic;
  if (EU_COUNTRIES.has(country)) {
    const hasOwnVatId = compactVatId(input.vatId) !== '' && vatIdProblem(input.vatId, country) === undefined;
    return hasOwnVatId ? { kind: 'reverseCharge', category: 'AE', rateBp: 0, exemptionCode: 'VATEX-EU-AE' } : domestic;
  }
  return input.nonEu === 'standard'
    ? { ...domestic, kind: 'outsideEu' }
    : { kind: 'outsideEu', category: 'O', rateBp: 0, exemptionCode: 'VATEX-EU-O' };
}

/** German VAT at the event's rate. */
export const domesticTaxCase = (eventRateBp: number): TaxCase => ({ kind: 'domestic', category: 'S', rateBp: eventRateBp });

/** Whose country and VAT ID decide a buyer's tax case (taxCaseOf). */
export interface TaxBuyer {
  country: string;
  vatId: string;
}

/** A buyer nobody has named yet (a visitor's offer, staff building a configuration): German VAT, said so. */
export const UNKNOWN_BUYER: TaxBuyer = { country: '', vatId: '' };

/**
 * A registered company as the buyer: its invoice address, else its main address (the address invoices go to),
 * with that address's VAT ID where it names one, else the company's.
 */
export function registeredBuyer(
  company: { ustid: string },
  addresses: readonly { isMain: boolean; isInvoice: boolean; country: string; ustid: string }[],
): TaxBuyer {
  const address = addresses.find((candidate) => candidate.isInvoice) ?? addresses.find((candidate) => candidate.isMain);
  return { country: address?.country.trim().toLowerCase() ?? '', vatId: compactVatId(address?.ustid || company.ustid) };
}

/** A new exhibitor as entered in the configurator's company step: the invoice address when one is given (with its VAT ID), else the company's address. */
export function enteredBuyer(personal: {
  company: { ustid: string };
  address: { country: string };
  invoiceAddress: boolean;
  addressInvoice: { country: string; ustid: string };
}): TaxBuyer {
  const address = personal.invoiceAddress ? personal.addressInvoice : personal.address;
  return { country: address.country.trim().toLowerCase(), vatId: compactVatId((personal.invoiceAddress && personal.addressInvoice.ustid) || personal.company.ustid) };
}

/** A line of an invoice, credit note or cancellation: its net (quantity × price, rounded to the cent) and tax. */
export interface InvoiceLineAmount {
  netCents: number;
  category: VatCategory;
  rateBp: number;
}

export interface VatBreakdown {
  category: VatCategory;
  rateBp: number;
  /** The sum of the lines' nets of this category and rate (BT-116). */
  basisCents: number;
  /** The basis times the rate, rounded half-up to the cent once per rate (BT-117, BR-CO-17). */
  vatCents: number;
}

export interface InvoiceTotals {
  /** Sum of the line nets (BT-106 = BT-109, no document level allowances or charges). */
  netCents: number;
  /** Sum of the breakdown's VAT (BT-110, BR-CO-14). */
  vatCents: number;
  /** Net plus VAT (BT-112, BR-CO-15). */
  grossCents: number;
  breakdown: VatBreakdown[];
}

/**
 * The totals of a document's lines as EN 16931 forms them: each line's net is already rounded; the VAT is
 * computed per category and rate on the sum of its lines and rounded once there, never per line.
 */
export function invoiceTotals(lines: readonly InvoiceLineAmount[]): InvoiceTotals {
  const groups = new Map<string, VatBreakdown>();
  for (const line of lines) {
    const key = `${line.category}:${line.rateBp}`;
    const group = groups.get(key) ?? { category: line.category, rateBp: line.rateBp, basisCents: 0, vatCents: 0 };
    group.basisCents += line.netCents;
    groups.set(key, group);
  }
  const breakdown = [...groups.values()]
    .map((group) => ({ ...group, vatCents: divideRounded(group.basisCents * group.rateBp, 10000) }))
    .sort((a, b) => b.rateBp - a.rateBp || a.category.localeCompare(b.category));
  const netCents = breakdown.reduce((sum, group) => sum + group.basisCents, 0);
  const vatCents = breakdown.reduce((sum, group) => sum + group.vatCents, 0);
  return { netCents, vatCents, grossCents: netCents + vatCents, breakdown };
}

/**
 * The partial billing numbers (SPEC §3, `partialBillingNumbers`). A catalogue item names the one it is invoiced
 * under and a position keeps the number of its item as it was ordered; an invoice covers one number, or `none`:
 * everything not yet invoiced (so an item under `none` is invoiced only with everything).
 */
export const INVOICE_BILLING_NUMBERS = ['none', 'stand', 'media', 'technology', 'parking', 'conclusion', 'award'] as const;
export type InvoiceBillingNumber = (typeof INVOICE_BILLING_NUMBERS)[number];

/**
 * The number a catalogue item takes until staff choose another (issue 28): stand types stand, media media, the
 * order booklet's services and the flue gas connections technology, as every position was invoiced before.
 */
export const DEFAULT_BILLING_NUMBERS = {
  stand: 'stand',
  media: 'media',
  service: 'technology',
  fireplace: 'technology',
} as const satisfies Record<string, InvoiceBillingNumber>;

/** The documents the invoicing lists show (their states: payment-state.ts). */
export const DOCUMENT_LIST_TYPES = ['invoice', 'credit_note', 'cancellation'] as const;

/** Whether a position invoiced under `positionNumber` belongs on an invoice for `billing`. */
export const coversPosition = (billing: InvoiceBillingNumber, positionNumber: string): boolean => billing === 'none' || positionNumber === billing;

/** A live (not cancelled) final invoice of a registration, with the numbers of the partial invoices it lists. */
export interface LiveFinalInvoice {
  id: number;
  number: string;
  date: string;
  billingNumber: InvoiceBillingNumber;
  partialNumbers: readonly string[];
}

/**
 * The partial invoices that a live final invoice lists but that have been cancelled since (`cancelled`: the
 * numbers of the registration's cancelled invoices). Any makes the final invoice outdated: it deducts what is no
 * longer invoiced, and a corrected final invoice (the old one cancelled, a new one listing only live partial
 * invoices) replaces it.
 */
export const cancelledPartialsOf = (final: LiveFinalInvoice, cancelled: ReadonlySet<string>): string[] =>
  final.partialNumbers.filter((number) => cancelled.has(number));

/**
 * The final invoice that positions still to invoice (their partial billing numbers) arrived after (ordered, booked
 * or given back after it): the latest live one covering any of them (`finals` oldest first), or undefined. Staff
 * are warned before invoicing them.
 */
export function finalInvoiceBefore<T extends LiveFinalInvoice>(positionNumbers: readonly string[], finals: readonly T[]): T | undefined {
  return finals.filter((final) => positionNumbers.some((number) => coversPosition(final.billingNumber, number))).at(-1);
}

/** How long before its invoice's date a payment may be dated (decision: a pro-forma invoice paid early): a year. */
export const PAYMENT_LEAD_DAYS = 365;

/**
 * Why a payment cannot be dated `paidOn` on an invoice dated `invoiceDate`, today being `today` (calendar days in
 * the organiser's time zone), or null: not in the future, and not more than PAYMENT_LEAD_DAYS before the invoice.
 */
export function paymentDateProblem(paidOn: string, invoiceDate: string, today: string): 'paymentDateFuture' | 'paymentDateBeforeInvoice' | null {
  if (paidOn > today) return 'paymentDateFuture';
  return paidOn < addDays(invoiceDate, -PAYMENT_LEAD_DAYS) ? 'paymentDateBeforeInvoice' : null;
}

/**
 * What of the order booklet's own bookings (at list price, changeable until the booklet closes) no live invoice
 * bills yet: per item the amount booked beyond what invoices billed, at the line's price. A booking lowered after
 * its invoice leaves nothing to invoice here: a credit note corrects that invoice.
 */
export function unbilledBookletLines(lines: readonly PriceLine[], billed: ReadonlyMap<number, number>): PriceLine[] {
  return lines.flatMap((line) => {
    const amount = Math.round((line.amount - (billed.get(line.itemId ?? 0) ?? 0)) * 100) / 100;
    return amount > 0 ? [{ ...line, amount, sum: lineSum(amount, line.priceSingle) }] : [];
  });
}
