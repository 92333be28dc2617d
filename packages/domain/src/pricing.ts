/**
 * Prices of a configuration: stand positions, advertising media and order-book (service) lines, and the
 * totals net / VAT / gross. Money is integer cents throughout. The browser prices the summary with these
 * functions and the server prices the order with the same ones from its own catalogue, never from a price
 * the client sent.
 */
import type { StandPriceBasis } from './enums.ts';
import type { Lang } from './lang.ts';

/** One price rule of a stand config, as stored (`stand_price_rules`); `priceSingle` is net cents. */
export interface StandPriceRule {
  descriptionDe: string;
  descriptionEn: string;
  unit: string;
  priceSingle: number;
  basis: StandPriceBasis;
}

/** One priced position of the summary, order or offer. All money fields are net cents. */
export interface PriceLine {
  kind: 'stand' | 'media' | 'service';
  itemId?: number;
  description: string;
  amount: number;
  unit: string;
  /** The price applied to this line (deviating, early-booking or list price). */
  priceSingle: number;
  /** amount × priceSingle, rounded half-up to the cent. */
  sum: number;
  /** The catalogue price before any deviation (the early-booking price while it applies). */
  listPrice: number;
  isDeviating: boolean;
  isEarlyPrice: boolean;
  /**
   * The partial billing number of the item it was priced from (INVOICE_BILLING_NUMBERS), where the caller's
   * catalogue names one; an order keeps it on the position (else the kind's DEFAULT_BILLING_NUMBERS).
   */
  billingNumber?: string;
}

export interface PriceTotals {
  net: number;
  vat: number;
  gross: number;
}

/** Media come in pieces; the unit id of the reference list. */
const MEDIA_UNIT = 'piece';

/** numerator / divisor rounded to an integer, halves away from zero (so a discount rounds like a charge). */
export function divideRounded(numerator: number, divisor: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / divisor);
  const remainder = magnitude - quotient * divisor;
  const rounded = remainder * 2 >= divisor ? quotient + 1 : quotient;
  return rounded === 0 ? 0 : sign * rounded;
}

/**
 * An amount in hundredths. Sizes and quantities carry at most two decimals; working in hundredths keeps
 * 0.29 × 50 at exactly 14.5 instead of the float 14.499999….
 */
const toHundredths = (amount: number): number => Math.round(amount * 100);

/** amount × priceSingle (cents) rounded half-up to the cent; the amount may have two decimals. */
export function lineSum(amount: number, priceSingle: number): number {
  return divideRounded(toHundredths(amount) * priceSingle, 100);
}

/** A money amount as the API sends it (euros with two decimals, e.g. a deviating price 189.05) in cents. */
/** Whether a number has at most two decimals (a money amount, a quantity, a rate in per cent), within float error. */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) <= 5e-7;

export function amountToCents(amount: number): number {
  return divideRounded(Math.round(amount * 1000), 10);
}

export type StandSizeCheck = { ok: true; qm: number } | { ok: false; min: number; max: number };

/**
 * Checks a stand size against the stand config's range (both bounds included). An empty size (undefined,
 * null, '') means the minimum (SPEC §5); a string from an input field is read with '.' or ',' as decimal
 * mark. The accepted size is rounded to two decimals, as stored. Not ok: outside the range, negative, not
 * a number. A failed check carries min and max for the message 'min. {min} m², max. {max} m²'.
 */
export function checkStandSize(
  qm: number | string | null | undefined,
  range: { qmMin: number; qmMax: number },
): StandSizeCheck {
  const fail = { ok: false as const, min: range.qmMin, max: range.qmMax };
  let size: number;
  if (qm === undefined || qm === null || (typeof qm === 'string' && qm.trim() === '')) size = range.qmMin;
  else size = typeof qm === 'string' ? Number(qm.trim().replace(',', '.')) : qm;
  if (!Number.isFinite(size) || size < 0) return fail;
  const rounded = toHundredths(size) / 100;
  if (rounded < range.qmMin || rounded > range.qmMax) return fail;
  return { ok: true, qm: rounded };
}

/**
 * What a square metre of a stand type costs, in cents: its per-m² rules together, whatever the size (a flat rule
 * is charged once and is not part of it). The configurator's "ab … €/m²" on each stand type; 0 when none is per m².
 */
export function standPricePerQm(rules: readonly StandPriceRule[]): number {
  return rules.reduce((total, rule) => total + (rule.basis === 'per_qm' ? rule.priceSingle : 0), 0);
}

/**
 * The stand positions for a checked size, in rule order: a per-m² rule is charged for `qm`, a flat rule
 * once. Call it with the size `checkStandSize` accepted; a negative or non-finite size is a bug and throws.
 */
export function standPriceLines(rules: readonly StandPriceRule[], qm: number, lang: Lang): PriceLine[] {
  if (!Number.isFinite(qm) || qm < 0) throw new RangeError(`Invalid stand size: ${qm}`);
  return rules.map((rule) => {
    const amount = rule.basis === 'per_qm' ? toHundredths(qm) / 100 : 1;
    return {
      kind: 'stand',
      description: lang === 'en' ? rule.descriptionEn : rule.descriptionDe,
      amount,
      unit: rule.unit,
      priceSingle: rule.priceSingle,
      sum: lineSum(amount, rule.priceSingle),
      listPrice: rule.priceSingle,
      isDeviating: false,
      isEarlyPrice: false,
    };
  });
}

/** A price staff agreed for one stand of a hall plan (issue 31): in cents, in place of the stand type's rules. */
export interface SpecialStandPrice {
  cents: number;
  /** The stand's number, named on the position ("Stand B12, 48 m²"). */
  standNr: string;
}

/**
 * The stand's positions: by its type's price rules for its size, or, where staff agreed a price for this stand of
 * the plan, one flat position at that price, deviating from what the rules would charge (kept as its list price).
 * The plan, the configurator's price, the order and so the invoice all price a stand here.
 */
export function standPositions(rules: readonly StandPriceRule[], qm: number, lang: Lang, special?: SpecialStandPrice | null): PriceLine[] {
  const byRules = standPriceLines(rules, qm, lang);
  if (!special) return byRules;
  const area = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 2 }).format(qm);
  const description = lang === 'en' ? `Stand ${special.standNr}, ${area} m², agreed price` : `Stand ${special.standNr}, ${area} m², vereinbarter Preis`;
  const listPrice = sumLines(byRules);
  return [{ kind: 'stand', description, amount: 1, unit: 'flat', priceSingle: special.cents, sum: special.cents, listPrice, isDeviating: special.cents !== listPrice, isEarlyPrice: false }];
}

/** Whether the early booking still runs: up to and including the instant it ends; no end means none. */
export function earlyBookingRuns(earlyBookerEndsAt: Date | string | null | undefined, now: Date): boolean {
  if (earlyBookerEndsAt == null || earlyBookerEndsAt === '') return false;
  const end = typeof earlyBookerEndsAt === 'string' ? new Date(earlyBookerEndsAt) : earlyBookerEndsAt;
  if (Number.isNaN(end.getTime())) return false;
  return now.getTime() <= end.getTime();
}

/** A deviating price counts when staff set a number; 0 is a real price (free of charge), null is none. */
const isSet = (price: number | null | undefined): price is number => typeof price === 'number' && Number.isFinite(price);

/** The item's billing number for its line, when the item names one. */
const billingOf = (item: { billingNumber?: string }) => (item.billingNumber === undefined ? {} : { billingNumber: item.billingNumber });

function pricedLine(
  base: Pick<PriceLine, 'kind' | 'itemId' | 'description' | 'amount' | 'unit' | 'billingNumber'>,
  listPrice: number,
  isEarly: boolean,
  deviatingPrice: number | null | undefined,
): PriceLine {
  const deviates = isSet(deviatingPrice) && deviatingPrice !== listPrice;
  const priceSingle = deviates ? deviatingPrice : listPrice;
  return {
    ...base,
    priceSingle,
    sum: lineSum(base.amount, priceSingle),
    listPrice,
    isDeviating: deviates,
    isEarlyPrice: isEarly && !deviates,
  };
}

/**
 * The line of an advertising medium, or null when none is chosen (amount 0, missing, or not a whole
 * number ≥ 1). The early-booking price applies while the early booking runs and the item has one (> 0);
 * a deviating price (staff only — the caller decides whether to pass it) wins over both.
 */
export function mediaPriceLine(
  item: { id: number; name: string; price: number; priceEarly: number; billingNumber?: string },
  amount: number | null | undefined,
  options: { earlyBookingRuns: boolean; deviatingPrice?: number | null },
): PriceLine | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) return null;
  const isEarly = options.earlyBookingRuns && item.priceEarly > 0;
  return pricedLine(
    { kind: 'media', itemId: item.id, description: item.name, amount, unit: MEDIA_UNIT, ...billingOf(item) },
    isEarly ? item.priceEarly : item.price,
    isEarly,
    options.deviatingPrice,
  );
}

/** Item types of the order booklet (see `itemTypes` in enums.ts) and the product's input kind. */
const ITEM_PRODUCT = 0;
const ITEM_CHECKBOX = 2;
const ITEM_AMOUNT = 4;
const PRODUCT_QUANTITY = 1;
const PRODUCT_CHECKBOX = 2;

/** What an order-book item asks of the exhibitor: a quantity, a yes/no, or nothing that can be ordered. */
export function orderBookInput(item: { itemType: number; productType?: number | null }): 'amount' | 'checkbox' | null {
  if (item.itemType === ITEM_CHECKBOX) return 'checkbox';
  if (item.itemType === ITEM_AMOUNT) return 'amount';
  if (item.itemType === ITEM_PRODUCT) {
    if (item.productType === PRODUCT_CHECKBOX) return 'checkbox';
    if (item.productType === PRODUCT_QUANTITY) return 'amount';
  }
  // Text, group header and confirm items (and a product without an input kind) order nothing.
  return null;
}

/**
 * The line of an order-book (service) item, or null when it is left out of the summary: nothing
 * ordered (amount 0, unchecked) or an item that orders nothing (text, group, confirm). A checkbox is one
 * piece; it counts as ticked by `checked`, or — where only an amount is stored, as in the configuration's
 * `orderBooks` — by an amount ≥ 1. Quantities may have two decimals (hours, m³ …).
 */
export function orderBookPriceLine(
  item: { id: number; title: string; price: number; unit: string; itemType: number; productType?: number | null; billingNumber?: string },
  value: { amount?: number | null; checked?: boolean | null },
  deviatingPrice?: number | null,
): PriceLine | null {
  const input = orderBookInput(item);
  let amount: number;
  if (input === 'checkbox') {
    const ticked = typeof value.checked === 'boolean' ? value.checked : (value.amount ?? 0) >= 1;
    if (!ticked) return null;
    amount = 1;
  } else if (input === 'amount') {
    if (typeof value.amount !== 'number' || !Number.isFinite(value.amount)) return null;
    amount = toHundredths(value.amount) / 100;
    if (amount <= 0) return null;
  } else {
    return null;
  }
  return pricedLine(
    { kind: 'service', itemId: item.id, description: item.title, amount, unit: item.unit, ...billingOf(item) },
    item.price,
    false,
    deviatingPrice,
  );
}

/** The sum of the lines' sums in cents. */
export const sumLines = (lines: readonly PriceLine[]): number => lines.reduce((total, line) => total + line.sum, 0);

/**
 * Net, VAT and gross of the lines. The rate is in basis points (1900 = 19 %); the VAT is rounded once on
 * the net total, half-up to the cent, and gross = net + VAT.
 */
export function priceTotals(lines: readonly PriceLine[], vatRateBasisPoints: number): PriceTotals {
  const net = sumLines(lines);
  const vat = divideRounded(net * vatRateBasisPoints, 10000);
  return { net, vat, gross: net + vat };
}
