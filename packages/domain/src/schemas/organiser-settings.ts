import { compactIban, isValidBic, isValidIban } from '../bank.ts';
import { isValidCreditorId } from '../sepa.ts';
import { DUNNING_KINDS, validBaseRates, validDunningLevels, type BaseRate, type DunningLevel } from '../dunning.ts';
import { DATEV_ACCOUNT_LENGTH, DEBTOR_NUMBERINGS, debtorRange } from '../datev.ts';
import { NON_EU_TAX_TREATMENTS } from '../invoicing.ts';
import { TWO_FACTOR_REQUIREMENTS } from '../two-factor.ts';
import { hasAtMostTwoDecimals } from '../pricing.ts';
import { calendarDay, choice, email, optional, optionalEmail, required, text } from './fields.ts';
import { fileId } from './file-id.ts';
import { z } from './zod.ts';

/** An amount in euros (a fee) or per cent (a rate) with at most two decimals. */
const decimal = (min: number, max: number, error: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') }).min(min, { error }).max(max, { error }).refine(hasAtMostTwoDecimals, { error });

/** The dunning levels as the form sends them, in order (fee in euros); numbered 1, 2, 3 by their place. */
const dunningLevelsInput = z
  .array(z.object({ kind: z.enum(DUNNING_KINDS, { error: 'dunningLevelKinds' }), daysAfterDue: z.int({ error: 'dunningLevelDays' }), fee: decimal(0, 1000, 'dunningLevelFee') }))
  .max(10, { error: 'dunningLevelsCount' })
  .transform((levels): DunningLevel[] =>
    levels.map((level, index) => ({ level: (index + 1) as DunningLevel['level'], kind: level.kind, daysAfterDue: level.daysAfterDue, feeCents: Math.round(level.fee * 100) })),
  );

/** The base rate history as the form sends it (rate in per cent). */
const baseRatesInput = z
  .array(z.object({ since: calendarDay('baseRateDate'), rate: decimal(-10, 20, 'baseRateRange') }))
  .max(100, { error: 'baseRateRange' })
  .transform((rates): BaseRate[] => rates.map((rate) => ({ since: rate.since, rateBp: Math.round(rate.rate * 100) })));

/** A time zone the runtime knows by its IANA name (Europe/Berlin). */
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const footer = () => optional(1000);

/** A document number's prefix: capital letters and digits, as AB-2027-0001 begins. */
const numberPrefix = () => required(10).pipe(z.string().regex(/^[A-Z0-9]+$/, { error: 'numberPrefixInvalid' }));

/** The prefixes the organiser does not choose: order confirmations (AB) and booked services (SB). */
const FIXED_PREFIXES = ['AB', 'SB'];

/** A whole number from `min` to `max`. */
const wholeNumber = (min: number, max: number) =>
  z.int({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') }).min(min, { error: 'tooSmall' }).max(max, { error: 'tooBig' });

/** A number the tax adviser gives (DATEV consultant or client number): empty until then, which the export refuses. */
const datevNumber = (min: number, max: number, error: string) =>
  z
    .preprocess((value) => (value === '' ? null : value), z.int({ error: 'invalidType' }).min(min, { error }).max(max, { error }).nullable())
    .optional()
    .default(null);

/** A revenue account (digits, checked against the account length below) and its DATEV tax key: none on an automatic account. */
const ledgerAccount = (standard: string) => text(20).optional().default(standard);
const taxKey = () => optional(4).pipe(z.string().regex(/^\d*$/, { error: 'taxKeyInvalid' }));

/** The revenue accounts by tax case, in the order the form shows them; defaults of the chart SKR03 (all automatic accounts). */
const REVENUE_ACCOUNTS = ['revenueAccountDomestic', 'revenueAccountReverseCharge', 'revenueAccountNotTaxable', 'datevBankAccount', 'datevClearingAccount'] as const;

/**
 * The organiser settings as the back office saves them (`PUT /be/admin/settings`, issue 15): the letterhead,
 * footer and bank of every PDF, the sender and footer of every mail. The VAT rate is in per cent (19, 7.7) as
 * the events answer it; the IBAN may be written with spaces and is checked by its check digits. The accounting
 * numbers of the DATEV export (issue 28) default to the accounts and debtor numbers the export used before
 * (SKR03 8400, 8336, 8338, automatic accounts and so without tax key; 10000 plus the company's id), so a save
 * without them keeps an installation working; consultant and client number have no default.
 */
export const organiserSettingsInputSchema = z.object({
  companyName: required(),
  street: required(),
  zip: required(20),
  city: required(),
  country: text(2).pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'invalidValue' })),
  phone: optional(50),
  email: email(),
  website: optional(),
  vatId: optional(20).pipe(z.string().regex(/^(|[A-Z]{2}[0-9A-Z+*.]{2,12})$/, { error: 'vatIdInvalid' })),
  taxNumber: optional(30),
  commercialRegister: optional(),
  managingDirectors: optional(),
  bankName: optional(),
  iban: optional(50)
    .transform(compactIban)
    .refine((value) => value === '' || isValidIban(value), { error: 'ibanInvalid' }),
  bic: optional(11)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || isValidBic(value), { error: 'bicInvalid' }),
  /** Without spaces, upper case; empty until the organiser collects direct debits. */
  sepaCreditorId: optional(40)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || isValidCreditorId(value), { error: 'creditorIdInvalid' }),
  logoFileId: fileId().nullable().optional().default(null),
  mailSenderName: optional(),
  mailSenderAddress: optionalEmail(),
  /** Where staff get a copy of every binding order and booklet "save and send"; empty: no copies. */
  orderCopyAddress: optionalEmail(),
  documentFooterDe: footer(),
  documentFooterEn: footer(),
  mailFooterDe: footer(),
  mailFooterEn: footer(),
  /** A notice above the exhibitors' login form (a changed login, a maintenance window); empty: none. */
  loginNoticeDe: footer(),
  loginNoticeEn: footer(),
  /**
   * The last day (the organiser's calendar) the login notice shows; null: no end. A newly set day may not have
   * passed (checked by the save, which knows the organiser's today); a passed day saved before may stay.
   */
  loginNoticeUntil: z
    .preprocess((value) => (value === '' ? null : value), calendarDay('loginNoticeUntilInvalid').nullable())
    .optional()
    .default(null),
  defaultVatRate: z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
    .min(0, { error: 'vatRateRange' })
    .max(100, { error: 'vatRateRange' })
    .refine(hasAtMostTwoDecimals, { error: 'invalidValue' }),
  timeZone: required(60).refine(isTimeZone, { error: 'timeZoneInvalid' }),
  invoicePrefix: numberPrefix(),
  creditNotePrefix: numberPrefix(),
  cancellationPrefix: numberPrefix(),
  paymentTermDays: wholeNumber(0, 365),
  nonEuTax: choice(NON_EU_TAX_TREATMENTS),
  /** Days a new registration's double opt-in link stays valid. */
  confirmLinkDays: wholeNumber(1, 90).optional().default(14),
  /** Whom a second factor binds at login (issue 32); left out keeps what is saved. */
  twoFactorRequired: choice(TWO_FACTOR_REQUIREMENTS).optional(),
  revenueAccountDomestic: ledgerAccount('8400'),
  taxKeyDomestic: taxKey(),
  revenueAccountReverseCharge: ledgerAccount('8336'),
  taxKeyReverseCharge: taxKey(),
  revenueAccountNotTaxable: ledgerAccount('8338'),
  taxKeyNotTaxable: taxKey(),
  debtorNumbering: choice(DEBTOR_NUMBERINGS).optional().default('companyId'),
  debtorNumberStart: wholeNumber(1, 999_999_999).optional().default(10_000),
  datevConsultantNumber: datevNumber(1001, 9_999_999, 'datevConsultantNumberRange'),
  datevClientNumber: datevNumber(1, 99_999, 'datevClientNumberRange'),
  datevAccountLength: wholeNumber(DATEV_ACCOUNT_LENGTH.min, DATEV_ACCOUNT_LENGTH.max).optional().default(4),
  fiscalYearStartMonth: wholeNumber(1, 12).optional().default(1),
  datevBankAccount: ledgerAccount('1200'),
  /** Both halves of a set-off book through it (SKR03 1360 Geldtransit): DATEV refuses a booking from the debtor to itself. */
  datevClearingAccount: ledgerAccount('1360'),
  /**
   * Dunning (issue 30). Each may be left out, which keeps what is saved: a client that knows nothing of dunning
   * cannot reset an organiser's levels by saving its letterhead.
   */
  dunningLevels: dunningLevelsInput.optional(),
  dunningInterest: z.boolean({ error: 'invalidType' }).optional(),
  dunningFlatFee: z.boolean({ error: 'invalidType' }).optional(),
  baseRates: baseRatesInput.optional(),
  dunningPrefix: numberPrefix().optional(),
}).superRefine((settings, context) => {
  // Each kind of document counts its own numbers: two kinds with one prefix would take each other's.
  const taken = [...FIXED_PREFIXES];
  for (const key of ['invoicePrefix', 'creditNotePrefix', 'cancellationPrefix', 'dunningPrefix'] as const) {
    const prefix = settings[key];
    if (prefix === undefined) continue;
    if (taken.includes(prefix)) context.addIssue({ code: 'custom', path: [key], message: 'numberPrefixTaken' });
    taken.push(prefix);
  }
  if (settings.dunningLevels) {
    for (const problem of validDunningLevels(settings.dunningLevels)) context.addIssue({ code: 'custom', path: ['dunningLevels'], message: problem });
  }
  if (settings.baseRates) {
    for (const problem of validBaseRates(settings.baseRates)) context.addIssue({ code: 'custom', path: ['baseRates'], message: problem });
  }
  // DATEV reads accounts by their length: ledger accounts have at most that many digits, debtors one more.
  const length = settings.datevAccountLength;
  if (!Number.isInteger(length) || length < DATEV_ACCOUNT_LENGTH.min || length > DATEV_ACCOUNT_LENGTH.max) return;
  for (const key of REVENUE_ACCOUNTS) {
    const account = settings[key];
    if (typeof account === 'string' && (!/^\d+$/.test(account) || account.length > length)) context.addIssue({ code: 'custom', path: [key], message: 'ledgerAccountInvalid', params: { length } });
  }
  const { min, max } = debtorRange(length);
  const start = settings.debtorNumberStart;
  if (Number.isInteger(start) && (start < min || start > max)) context.addIssue({ code: 'custom', path: ['debtorNumberStart'], message: 'debtorNumberRange', params: { length, min, max } });
});
export type OrganiserSettingsInput = z.input<typeof organiserSettingsInputSchema>;

/**
 * `GET /be/admin/settings`: what is saved, with the logo's address when there is one. It describes what is
 * stored, not what a save accepts: a fresh installation answers empty fields the input would refuse.
 */
const stored = z.string();
export const organiserSettingsAnswerSchema = z.object({
  settings: z.object({
    companyName: stored, street: stored, zip: stored, city: stored, country: stored, phone: stored, email: stored,
    website: stored, vatId: stored, taxNumber: stored, commercialRegister: stored, managingDirectors: stored,
    bankName: stored, iban: stored, bic: stored, sepaCreditorId: stored, mailSenderName: stored, mailSenderAddress: stored,
    orderCopyAddress: stored, documentFooterDe: stored, documentFooterEn: stored, mailFooterDe: stored,
    mailFooterEn: stored, loginNoticeDe: stored, loginNoticeEn: stored, loginNoticeUntil: z.string().nullable(), timeZone: stored, invoicePrefix: stored, creditNotePrefix: stored, cancellationPrefix: stored,
    defaultVatRate: z.number(),
    paymentTermDays: z.number(),
    nonEuTax: z.enum(NON_EU_TAX_TREATMENTS),
    confirmLinkDays: z.number(),
    twoFactorRequired: z.enum(TWO_FACTOR_REQUIREMENTS),
    revenueAccountDomestic: stored, taxKeyDomestic: stored, revenueAccountReverseCharge: stored, taxKeyReverseCharge: stored,
    revenueAccountNotTaxable: stored, taxKeyNotTaxable: stored,
    debtorNumbering: z.enum(DEBTOR_NUMBERINGS),
    debtorNumberStart: z.number(),
    datevConsultantNumber: z.number().nullable(),
    datevClientNumber: z.number().nullable(),
    datevAccountLength: z.number(),
    fiscalYearStartMonth: z.number(),
    datevBankAccount: stored,
    datevClearingAccount: stored,
    dunningLevels: z.array(z.object({ level: z.number(), kind: z.enum(DUNNING_KINDS), daysAfterDue: z.number(), fee: z.number() })),
    dunningInterest: z.boolean(),
    dunningFlatFee: z.boolean(),
    baseRates: z.array(z.object({ since: z.string(), rate: z.number() })),
    dunningPrefix: stored,
    logoFileId: z.number().nullable(),
    logoUri: z.string().nullable(),
    updatedAt: z.string(),
  }),
});
export type OrganiserSettings = z.infer<typeof organiserSettingsAnswerSchema>['settings'];
