import { compactIban, isValidBic, isValidIban } from '../bank.ts';
import { NON_EU_TAX_TREATMENTS } from '../invoicing.ts';
import { hasAtMostTwoDecimals } from '../pricing.ts';
import { choice, email, optional, optionalEmail, required, text } from './fields.ts';
import { fileId } from './file-id.ts';
import { z } from './zod.ts';

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

/**
 * The organiser settings as the back office saves them (`PUT /be/admin/settings`, issue 15): the letterhead,
 * footer and bank of every PDF, the sender and footer of every mail. The VAT rate is in per cent (19, 7.7) as
 * the events answer it; the IBAN may be written with spaces and is checked by its check digits.
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
  logoFileId: fileId().nullable().optional().default(null),
  mailSenderName: optional(),
  mailSenderAddress: optionalEmail(),
  /** Where staff get a copy of every binding order and booklet "save and send"; empty: no copies. */
  orderCopyAddress: optionalEmail(),
  documentFooterDe: footer(),
  documentFooterEn: footer(),
  mailFooterDe: footer(),
  mailFooterEn: footer(),
  defaultVatRate: z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
    .min(0, { error: 'vatRateRange' })
    .max(100, { error: 'vatRateRange' })
    .refine(hasAtMostTwoDecimals, { error: 'invalidValue' }),
  timeZone: required(60).refine(isTimeZone, { error: 'timeZoneInvalid' }),
  invoicePrefix: numberPrefix(),
  creditNotePrefix: numberPrefix(),
  cancellationPrefix: numberPrefix(),
  paymentTermDays: z.int({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') }).min(0, { error: 'tooSmall' }).max(365, { error: 'tooBig' }),
  nonEuTax: choice(NON_EU_TAX_TREATMENTS),
}).superRefine((settings, context) => {
  // Each kind of document counts its own numbers: two kinds with one prefix would take each other's.
  const taken = [...FIXED_PREFIXES];
  for (const key of ['invoicePrefix', 'creditNotePrefix', 'cancellationPrefix'] as const) {
    if (taken.includes(settings[key])) context.addIssue({ code: 'custom', path: [key], message: 'numberPrefixTaken' });
    taken.push(settings[key]);
  }
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
    bankName: stored, iban: stored, bic: stored, mailSenderName: stored, mailSenderAddress: stored,
    orderCopyAddress: stored, documentFooterDe: stored, documentFooterEn: stored, mailFooterDe: stored,
    mailFooterEn: stored, timeZone: stored, invoicePrefix: stored, creditNotePrefix: stored, cancellationPrefix: stored,
    defaultVatRate: z.number(),
    paymentTermDays: z.number(),
    nonEuTax: z.enum(NON_EU_TAX_TREATMENTS),
    logoFileId: z.number().nullable(),
    logoUri: z.string().nullable(),
    updatedAt: z.string(),
  }),
});
export type OrganiserSettings = z.infer<typeof organiserSettingsAnswerSchema>['settings'];
