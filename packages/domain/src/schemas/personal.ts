import { z } from './zod.ts';
import { contactTypes, countries, genders, ids } from '../enums.ts';
import { LANGS } from '../lang.ts';
import { MIN_PASSWORD_LENGTH } from '../password.ts';
import { choice, email, optional, optionalEmail, required } from './fields.ts';

/** Digits, spaces and the usual separators, with at least six digits. */
const phone = () => required(40).regex(/^\+?[\d\s/()-]*$/, { error: 'phoneForm' }).refine((v) => v.replace(/\D/g, '').length >= 6, { error: 'phoneForm' });
const optionalPhone = () => z.union([z.literal(''), phone()]).optional().default('');

/** http(s) with a host that has a dot; a bare 'www.example.de' is completed with https://. */
export const internet = () =>
  optional(300)
    .transform((value) => (value && !/^[a-z]+:\/\//i.test(value) ? `https://${value}` : value))
    .refine((value) => value === '' || isCompleteUrl(value), { error: 'urlIncomplete', params: { host: 'https://' } });

function isCompleteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && !/\.$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** Postcode forms the organiser checks; other countries take any text. */
export const zipDigits: Partial<Record<string, number>> = { de: 5, at: 4, ch: 4 };

/** VAT ID forms by country (EU VIES formats, Swiss UID); others are not checked. */
export const ustidForms: Partial<Record<string, { pattern: RegExp; example: string }>> = {
  de: { pattern: /^DE\d{9}$/, example: 'DE123456789' },
  at: { pattern: /^ATU\d{8}$/, example: 'ATU12345678' },
  ch: { pattern: /^CHE\d{9}(MWST|TVA|IVA)?$/, example: 'CHE-123.456.789 MWST' },
  be: { pattern: /^BE[01]\d{9}$/, example: 'BE0123456789' },
  nl: { pattern: /^NL\d{9}B\d{2}$/, example: 'NL123456789B01' },
  fr: { pattern: /^FR[0-9A-Z]{2}\d{9}$/, example: 'FR12345678901' },
  it: { pattern: /^IT\d{11}$/, example: 'IT12345678901' },
  es: { pattern: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/, example: 'ESX1234567X' },
  pl: { pattern: /^PL\d{10}$/, example: 'PL1234567890' },
  dk: { pattern: /^DK\d{8}$/, example: 'DK12345678' },
  lu: { pattern: /^LU\d{8}$/, example: 'LU12345678' },
  cz: { pattern: /^CZ\d{8,10}$/, example: 'CZ12345678' },
  se: { pattern: /^SE\d{12}$/, example: 'SE123456789701' },
  bg: { pattern: /^BG\d{9,10}$/, example: 'BG123456789' },
  cy: { pattern: /^CY\d{8}[A-Z]$/, example: 'CY12345678X' },
  ee: { pattern: /^EE\d{9}$/, example: 'EE123456789' },
  fi: { pattern: /^FI\d{8}$/, example: 'FI12345678' },
  gr: { pattern: /^EL\d{9}$/, example: 'EL123456789' },
  hr: { pattern: /^HR\d{11}$/, example: 'HR12345678901' },
  hu: { pattern: /^HU\d{8}$/, example: 'HU12345678' },
  ie: { pattern: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/, example: 'IE1234567X' },
  lt: { pattern: /^LT(\d{9}|\d{12})$/, example: 'LT123456789' },
  lv: { pattern: /^LV\d{11}$/, example: 'LV12345678901' },
  mt: { pattern: /^MT\d{8}$/, example: 'MT12345678' },
  pt: { pattern: /^PT\d{9}$/, example: 'PT123456789' },
  ro: { pattern: /^RO\d{2,10}$/, example: 'RO1234567' },
  si: { pattern: /^SI\d{8}$/, example: 'SI12345678' },
  sk: { pattern: /^SK\d{10}$/, example: 'SK1234567890' },
};

/** The VAT ID as people type it (spaces, dots, dashes) reduced to its characters. */
export const normaliseUstid = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

const country = () => choice(ids(countries));

const addressFields = {
  street: required(),
  zip: required(20),
  city: required(),
  country: country(),
};

/** The personal block of a configuration (SPEC §3): who orders, checked by `POST /pub/validate` and the order. */
export const personalSchema = z
  .object({
    isUsed: z.boolean().optional().default(true),
    company: z.object({
      name: required(),
      ustid: optional(40),
      email: email(),
      phone: phone(),
      fax: optionalPhone(),
      internet: internet(),
    }),
    address: z.object({ nameExtra: optional(), ...addressFields, email: optionalEmail() }),
    invoiceAddress: z.boolean().optional().default(false),
    addressInvoice: z
      .object({ name: optional(), nameExtra: optional(), street: optional(), zip: optional(20), city: optional(), country: optional(2), ustid: optional(40) })
      .partial()
      .optional()
      .default({}),
    contact: z.object({
      contactType: z.array(choice(ids(contactTypes))).max(20).optional().default([]),
      gender: choice(ids(genders)),
      lang: choice(LANGS),
      firstName: required(100),
      name: required(100),
      email: email(),
      passwordNew: required(200).min(MIN_PASSWORD_LENGTH, { error: 'tooShort' }),
      passwordNewRepeat: required(200),
      phone: optionalPhone(),
      mobile: optionalPhone(),
      fax: optionalPhone(),
    }),
  })
  .superRefine((personal, ctx) => {
    const issue = (path: (string | number)[], message: string, params?: Record<string, unknown>) =>
      ctx.addIssue({ code: 'custom', path, message, params });
    if (personal.contact.passwordNew !== personal.contact.passwordNewRepeat) {
      issue(['contact', 'passwordNewRepeat'], 'passwordsDiffer');
    }
    checkZip(personal.address, ['address'], issue);
    checkUstid(personal.company.ustid, personal.address.country, ['company', 'ustid'], issue);
    if (personal.invoiceAddress) {
      const invoice = personal.addressInvoice;
      for (const field of ['name', 'street', 'zip', 'city', 'country'] as const) {
        if (!invoice[field]) issue(['addressInvoice', field], 'required');
      }
      if (invoice.country && !(ids(countries) as string[]).includes(invoice.country)) issue(['addressInvoice', 'country'], 'invalidValue');
      if (invoice.zip && invoice.country) checkZip({ zip: invoice.zip, country: invoice.country }, ['addressInvoice'], issue);
      if (invoice.ustid && invoice.country) checkUstid(invoice.ustid, invoice.country, ['addressInvoice', 'ustid'], issue);
    }
  });

type Report = (path: (string | number)[], message: string, params?: Record<string, unknown>) => void;

function checkZip(address: { zip: string; country: string }, path: string[], issue: Report) {
  const digits = zipDigits[address.country];
  if (digits && !new RegExp(`^\\d{${digits}}$`).test(address.zip)) issue([...path, 'zip'], 'zipForm', { digits });
}

function checkUstid(ustid: string, countryId: string, path: string[], issue: Report) {
  const form = ustidForms[countryId];
  if (ustid && form && !form.pattern.test(normaliseUstid(ustid))) {
    issue(path, 'ustidForm', { country: countryId.toUpperCase(), example: form.example });
  }
}

export type PersonalInput = z.input<typeof personalSchema>;
export type Personal = z.output<typeof personalSchema>;

export const PERSONAL_SECTIONS = ['company', 'address', 'contact', 'addressInvoice'] as const;
export type PersonalSection = (typeof PERSONAL_SECTIONS)[number];
