/**
 * The pure rules of dunning (issue 30): the organiser's dunning levels, which level an overdue invoice has reached
 * on a day, the statutory default interest of § 288 BGB counted day by day, the € 40 flat fee of § 288 (5) BGB,
 * and the totals of one notice. Money is in integer cents, days are 'YYYY-MM-DD', rates are basis points
 * (1 % = 100 bp); every amount is rounded half up to the cent once, at the end of its computation.
 */
import { addDays } from './catalogue-rules.ts';

// ---------------------------------------------------------------------------------------------------------------
// Settings

export const DUNNING_KINDS = ['reminder', 'firstNotice', 'secondNotice'] as const;
export type DunningKind = (typeof DUNNING_KINDS)[number];

export interface DunningLevel {
  level: 1 | 2 | 3;
  kind: DunningKind;
  /** Days after the due date from which this level may be sent. */
  daysAfterDue: number;
  /** The fee this level charges on each invoice it lists. */
  feeCents: number;
}

export interface BaseRate {
  /** The day from which the rate is in force (the Bundesbank changes it on 1 January and 1 July). */
  since: string;
  /** The rate in basis points; it may be negative (-88 from 1 July 2016 to 31 December 2022). */
  rateBp: number;
}

export interface DunningSettings {
  levels: DunningLevel[];
  /** Charge default interest (§ 288 (1) and (2) BGB) on the notices. */
  interestEnabled: boolean;
  /** Charge the € 40 flat fee of § 288 (5) BGB to businesses. */
  flatFeeEnabled: boolean;
  /** The base rate history (Basiszinssatz, § 247 BGB), in any order; the organiser adds each new rate. */
  baseRates: BaseRate[];
}

/**
 * Defaults only: each organiser sets its own levels, days and fees in its settings. A reminder a week after the
 * due date without a fee, the first notice three weeks after it for 5.00 €, the second notice five weeks after it
 * for 10.00 €.
 */
export const DEFAULT_DUNNING_LEVELS: readonly DunningLevel[] = [
  { level: 1, kind: 'reminder', daysAfterDue: 7, feeCents: 0 },
  { level: 2, kind: 'firstNotice', daysAfterDue: 21, feeCents: 500 },
  { level: 3, kind: 'secondNotice', daysAfterDue: 35, feeCents: 1000 },
];

/**
 * The base rate of § 247 BGB as the Deutsche Bundesbank announces it each half year ("Bekanntgabe des
 * Basiszinssatzes zum …", published in the Bundesanzeiger; the table is at bundesbank.de). Checked against reports
 * of those announcements: 1.62 % from 1 January 2023 after -0.88 % since 1 July 2016 (stb-bruns.com, dpa-AFX);
 * 3.12 % from 1 July 2023 (dts / finanznachrichten.de, reinhard-rechtsanwaelte.de); 3.62 % from 1 January 2024
 * (IHK Kassel); 1.27 % from 1 July 2025, "um ein Prozent" below the 2.27 % before it (malerblog.net: 6.27 % /
 * 10.27 %); unchanged at 1.27 % on 1 January 2026 (Bundesbank press release). 3.37 % from 1 July 2024 was not
 * found in a stored source; it follows from the rule of § 247 (1) BGB (the ECB's main refinancing rate fell from
 * 4.50 % to 4.25 % in June 2024) and agrees with 2.27 % = 3.37 % - 1.10 (4.25 % → 3.15 % by December 2024).
 * Later rates are a setting: the organiser adds each new one with its date.
 */
export const DEFAULT_BASE_RATES: readonly BaseRate[] = [
  { since: '2023-01-01', rateBp: 162 },
  { since: '2023-07-01', rateBp: 312 },
  { since: '2024-01-01', rateBp: 362 },
  { since: '2024-07-01', rateBp: 337 },
  { since: '2025-01-01', rateBp: 227 },
  { since: '2025-07-01', rateBp: 127 },
  { since: '2026-01-01', rateBp: 127 },
];

/** Points above the base rate: § 288 (2) BGB where no consumer is party, § 288 (1) BGB where one is. */
export const BUSINESS_POINTS_ABOVE_BP = 900;
export const CONSUMER_POINTS_ABOVE_BP = 500;
/** The flat fee of § 288 (5) BGB, once per invoice, for businesses. */
export const FLAT_FEE_CENTS = 4000;
/** The least number of days between two notices on the same invoice, so the debtor has time to pay. */
export const DAYS_BETWEEN_NOTICES = 7;
export const MAX_DUNNING_FEE_CENTS = 100_000;

const KIND_ORDER: readonly DunningKind[] = DUNNING_KINDS;

export type DunningLevelProblem =
  | 'dunningLevelsCount'
  | 'dunningLevelNumbers'
  | 'dunningLevelKinds'
  | 'dunningLevelDays'
  | 'dunningLevelDaysOrder'
  | 'dunningLevelFee';

/**
 * What is wrong with an organiser's levels, as message codes (none: valid): one to three levels, numbered 1, 2, 3
 * in order, their kinds in the order reminder → first notice → second notice without repeats (a level may be left
 * out, e.g. no reminder), each 1 to 365 whole days after the due date and later than the level before, each fee
 * 0.00 to 1,000.00 € in whole cents.
 */
export function validDunningLevels(levels: readonly DunningLevel[]): DunningLevelProblem[] {
  const problems = new Set<DunningLevelProblem>();
  if (levels.length < 1 || levels.length > 3) problems.add('dunningLevelsCount');
  levels.forEach((level, index) => {
    if (level.level !== index + 1) problems.add('dunningLevelNumbers');
    const previous = levels[index - 1];
    if (previous && KIND_ORDER.indexOf(level.kind) <= KIND_ORDER.indexOf(previous.kind)) problems.add('dunningLevelKinds');
    if (!KIND_ORDER.includes(level.kind)) problems.add('dunningLevelKinds');
    if (!Number.isInteger(level.daysAfterDue) || level.daysAfterDue < 1 || level.daysAfterDue > 365) problems.add('dunningLevelDays');
    else if (previous && level.daysAfterDue <= previous.daysAfterDue) problems.add('dunningLevelDaysOrder');
    if (!Number.isInteger(level.feeCents) || level.feeCents < 0 || level.feeCents > MAX_DUNNING_FEE_CENTS) problems.add('dunningLevelFee');
  });
  return [...problems];
}

export type BaseRateProblem = 'baseRatesMissing' | 'baseRateDate' | 'baseRateTwice' | 'baseRateRange';

/**
 * What is wrong with the base rate history staff keep: at least one rate, each with a real calendar day, no day
 * twice, each rate in whole basis points between -10.00 % and 20.00 % (it has been between -0.88 % and 4.26 %).
 */
export function validBaseRates(rates: readonly BaseRate[]): BaseRateProblem[] {
  const problems = new Set<BaseRateProblem>();
  if (rates.length === 0) problems.add('baseRatesMissing');
  const days = new Set<string>();
  for (const rate of rates) {
    if (!isDay(rate.since)) problems.add('baseRateDate');
    else if (days.has(rate.since)) problems.add('baseRateTwice');
    days.add(rate.since);
    if (!Number.isInteger(rate.rateBp) || rate.rateBp < -1000 || rate.rateBp > 2000) problems.add('baseRateRange');
  }
  return [...problems];
}

// ---------------------------------------------------------------------------------------------------------------
// Default interest

/**
 * Whether the debtor is a business, for § 288 (2) (9 points) and § 288 (5) (€ 40) BGB, which apply only where no
 * consumer is party to the transaction (the organiser always acts as a business). The caller decides from what it
 * knows of the exhibitor: a company with a VAT ID or registered as a company (commercial register, legal form) is
 * a business; a private person exhibiting is a consumer, for whom § 288 (1) gives 5 points and no flat fee.
 */
export function isBusinessDebtor(debtor: { business: boolean }): boolean {
  return debtor.business;
}

/** The points above the base rate that § 288 BGB gives against this debtor. */
export const statutoryPointsAboveBp = (business: boolean): number => (business ? BUSINESS_POINTS_ABOVE_BP : CONSUMER_POINTS_ABOVE_BP);

/** One stretch of the interest period at one rate within one calendar year, as the notice prints it. */
export interface InterestPeriod {
  from: string;
  to: string;
  days: number;
  /** The base rate in force on these days. */
  baseRateBp: number;
  /** The rate charged: base rate + points, never below 0. */
  rateBp: number;
  /** This stretch's share of the total; the shares add up to the total exactly. */
  cents: number;
}

export interface DefaultInterest {
  cents: number;
  periods: InterestPeriod[];
}

export interface DefaultInterestInput {
  principalCents: number;
  /** The first day of default: the day after the due date (§ 286 (2) no. 1, § 288 BGB; § 187 (1) BGB). */
  from: string;
  /** The last day counted, inclusive. */
  to: string;
  baseRates: readonly BaseRate[];
  /** 900 for businesses (§ 288 (2) BGB), 500 for consumers (§ 288 (1) BGB). */
  pointsAboveBp?: number;
}

/**
 * Default interest on a principal from `from` through `to`, both inclusive, counted day by day: each day at the
 * base rate in force that day plus the points, as a share 1/365 or, for a day of a leap year, 1/366 of the yearly
 * rate. A day whose rate would be negative earns nothing. The sum is exact (integer arithmetic on cents × bp over
 * the common denominator 10,000 × 365 × 366) and rounded half up to the cent once; the periods (split at base-rate
 * changes and at year ends) share out that rounded total by largest remainder, so the notice's lines add up to it.
 * No day before `from` counts; `to` before `from` gives 0. Throws when a day lies before the first base rate.
 */
export function defaultInterestCents(input: DefaultInterestInput): DefaultInterest {
  const { principalCents, from, to, pointsAboveBp = BUSINESS_POINTS_ABOVE_BP } = input;
  if (!Number.isInteger(principalCents) || principalCents < 0) throw new RangeError(`not an amount in cents: ${principalCents}`);
  if (!Number.isInteger(pointsAboveBp)) throw new RangeError(`not a number of basis points: ${pointsAboveBp}`);
  if (!isDay(from) || !isDay(to)) throw new RangeError(`not a day: ${from} or ${to}`);
  if (to < from) return { cents: 0, periods: [] };
  const rates = [...input.baseRates].sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0));

  // Each period's interest is principal × rate × days / (10,000 × days of its year); over the common denominator
  // 10,000 × 365 × 366 its numerator is principal × rate × days × (the other year length).
  const denominator = 10_000n * 365n * 366n;
  const stretches: { period: Omit<InterestPeriod, 'cents'>; numerator: bigint }[] = [];
  let day = from;
  while (day <= to) {
    const index = rates.findLastIndex((rate) => rate.since <= day);
    const rate = rates[index];
    if (!rate) throw new RangeError(`no base rate in force on ${day}`);
    const nextRate = rates[index + 1]?.since;
    const yearEnd = `${day.slice(0, 4)}-12-31`;
    let last = nextRate !== undefined && addDays(nextRate, -1) < yearEnd ? addDays(nextRate, -1) : yearEnd;
    if (to < last) last = to;
    const days = daysFromTo(day, last);
    const rateBp = Math.max(0, rate.rateBp + pointsAboveBp);
    const otherYearLength = isLeapYear(Number(day.slice(0, 4))) ? 365n : 366n;
    stretches.push({
      period: { from: day, to: last, days, baseRateBp: rate.rateBp, rateBp },
      numerator: BigInt(principalCents) * BigInt(rateBp) * BigInt(days) * otherYearLength,
    });
    day = addDays(last, 1);
  }

  const total = stretches.reduce((sum, stretch) => sum + stretch.numerator, 0n);
  const cents = roundHalfUp(total, denominator);
  // Largest remainder: each period gets its whole cents, the cents left over go to the largest remainders
  // (on a tie the earlier period). Never more are left over than periods have a remainder.
  const shares = stretches.map((stretch) => ({ cents: stretch.numerator / denominator, remainder: stretch.numerator % denominator }));
  let leftOver = cents - shares.reduce((sum, share) => sum + share.cents, 0n);
  const byRemainder = shares.map((share, index) => ({ ...share, index })).sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index));
  for (const share of byRemainder) {
    if (leftOver <= 0n) break;
    const target = shares[share.index];
    if (target) target.cents += 1n;
    leftOver -= 1n;
  }
  return {
    cents: Number(cents),
    periods: stretches.map((stretch, index) => ({ ...stretch.period, cents: Number(shares[index]?.cents ?? 0n) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The daily run

export interface DunningInvoice {
  dueDate: string;
  /** What is still open of the invoice (gross less credits and payments). */
  openCents: number;
  /** Staff put the exhibitor on hold. */
  onHold: boolean;
  /** The exhibitor disputes the invoice. */
  disputed: boolean;
  /** The last level sent, 0 for none. */
  lastLevel: 0 | 1 | 2 | 3;
  lastSentOn: string | null;
  /** A notice charged the § 288 (5) flat fee on this invoice before. */
  flatFeeCharged: boolean;
  /** What earlier notices charged on this invoice in fees and flat fee together (0 for none). */
  chargedCents?: number;
}

export interface DunningStepInput {
  invoice: DunningInvoice;
  /** The debtor is a business (see isBusinessDebtor); the caller decides. */
  business: boolean;
  /** The organiser's calendar day of the run. */
  today: string;
  settings: DunningSettings;
}

export interface DunningStep {
  level: 1 | 2 | 3;
  kind: DunningKind;
  /** The level's fee; with the flat fee, only what the fees add beyond € 40 (chargesOf). */
  feeCents: number;
  /** 4,000 on the first notice that may charge it, else 0. */
  flatFeeCents: number;
  /** Default interest from the day after the due date through today; null when the organiser charges none. */
  interest: (DefaultInterest & { from: string; to: string; principalCents: number; pointsAboveBp: number }) | null;
}

/**
 * The level an invoice is due for on `today`, or null: none while nothing is open, while on hold or disputed, or
 * on and before the due date. Otherwise the level after the last one sent, once `today` is at least its days after
 * the due date and at least 7 days after the last notice; never beyond the organiser's last level. One level per
 * run: an invoice forgotten for weeks gets its reminder first, not the second notice.
 *
 * The interest runs on the amount open today for every day since the due date (part payments made during default
 * are not dated here, so it never charges more than is owed on today's amount), from the first base rate kept at
 * the earliest.
 */
export function dueDunningStep({ invoice, business, today, settings }: DunningStepInput): DunningStep | null {
  if (invoice.openCents <= 0 || invoice.onHold || invoice.disputed) return null;
  if (today <= invoice.dueDate) return null;
  const next = [...settings.levels].sort((a, b) => a.level - b.level).find((level) => level.level > invoice.lastLevel);
  if (!next) return null;
  if (today < addDays(invoice.dueDate, next.daysAfterDue)) return null;
  if (invoice.lastSentOn !== null && today < addDays(invoice.lastSentOn, DAYS_BETWEEN_NOTICES)) return null;

  const { feeCents, flatFeeCents } = chargesOf(invoice, next, settings, business);
  let interest: DunningStep['interest'] = null;
  if (settings.interestEnabled) {
    const pointsAboveBp = statutoryPointsAboveBp(business);
    // Days before the first base rate the organiser keeps earn nothing rather than fail the run.
    const firstRate = settings.baseRates.reduce<string | null>((first, rate) => (first === null || rate.since < first ? rate.since : first), null);
    const dayAfterDue = addDays(invoice.dueDate, 1);
    const from = firstRate !== null && firstRate > dayAfterDue ? firstRate : dayAfterDue;
    const computed = defaultInterestCents({ principalCents: invoice.openCents, from, to: today, baseRates: settings.baseRates, pointsAboveBp });
    interest = { ...computed, from, to: today, principalCents: invoice.openCents, pointsAboveBp };
  }
  return { level: next.level, kind: next.kind, feeCents, flatFeeCents, interest };
}

/**
 * The fee and flat fee a level charges on an invoice. The level's fee, unless the € 40 flat fee applies (a business,
 * switched on): § 288 (5) sentence 3 BGB credits the flat fee against damages that are costs of collection, which
 * dunning fees are, so the invoice then owes the larger of € 40 and the level fees up to this one, less what earlier
 * notices charged: the first notice charges the € 40, a later one only what its fees add beyond it.
 */
function chargesOf(invoice: DunningInvoice, next: DunningLevel, settings: DunningSettings, business: boolean) {
  if (!settings.flatFeeEnabled || !business) return { feeCents: next.feeCents, flatFeeCents: 0 };
  const levelFees = settings.levels.filter((level) => level.level <= next.level).reduce((sum, level) => sum + level.feeCents, 0);
  const due = Math.max(0, Math.max(FLAT_FEE_CENTS, levelFees) - (invoice.chargedCents ?? (invoice.flatFeeCharged ? FLAT_FEE_CENTS : 0)));
  const flatFeeCents = invoice.flatFeeCharged ? 0 : Math.min(due, FLAT_FEE_CENTS);
  return { feeCents: due - flatFeeCents, flatFeeCents };
}

export interface NoticeItem {
  openCents: number;
  feeCents: number;
  flatFeeCents: number;
  interestCents: number;
}

export interface NoticeTotals extends NoticeItem {
  /** All of it: what the debtor is asked to pay. */
  totalCents: number;
}

/** The sums over the invoices one notice lists: open amounts, fees, flat fees, interest and all of it. */
export function noticeTotals(items: readonly NoticeItem[]): NoticeTotals {
  const sum = (pick: (item: NoticeItem) => number) => items.reduce((total, item) => total + pick(item), 0);
  const openCents = sum((item) => item.openCents);
  const feeCents = sum((item) => item.feeCents);
  const flatFeeCents = sum((item) => item.flatFeeCents);
  const interestCents = sum((item) => item.interestCents);
  return { openCents, feeCents, flatFeeCents, interestCents, totalCents: openCents + feeCents + flatFeeCents + interestCents };
}

/** The notice due for one registration: the invoices it lists, each at its next level, and what it asks for. */
export interface DueNotice<T> {
  registrationId: number;
  /** The highest level among its invoices, which titles the notice. */
  level: 1 | 2 | 3;
  kind: DunningKind;
  items: { invoice: T; step: DunningStep }[];
  totals: NoticeTotals;
}

/**
 * The daily run: one notice per registration listing each of its invoices for which a level is due today
 * (dueDunningStep), in the order given; registrations with none get no notice. `business` tells the debtor of an
 * invoice (see isBusinessDebtor).
 */
export function noticesDue<T extends DunningInvoice & { registrationId: number }>(
  invoices: readonly T[],
  settings: DunningSettings,
  today: string,
  business: (invoice: T) => boolean,
): DueNotice<T>[] {
  const notices = new Map<number, DueNotice<T>['items']>();
  for (const invoice of invoices) {
    const step = dueDunningStep({ invoice, business: business(invoice), today, settings });
    if (!step) continue;
    const items = notices.get(invoice.registrationId) ?? [];
    items.push({ invoice, step });
    notices.set(invoice.registrationId, items);
  }
  return [...notices].map(([registrationId, items]) => {
    const top = items.reduce((highest, item) => (item.step.level > highest.step.level ? item : highest));
    return {
      registrationId,
      level: top.step.level,
      kind: top.step.kind,
      items,
      totals: noticeTotals(
        items.map(({ invoice, step }) => ({ openCents: invoice.openCents, feeCents: step.feeCents, flatFeeCents: step.flatFeeCents, interestCents: step.interest?.cents ?? 0 })),
      ),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days from one day through another, both counted. */
function daysFromTo(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** numerator / denominator rounded half up, for numerator ≥ 0 and denominator > 0. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}
