import { z } from './zod.ts';
import { countries, ids, phoneCodes } from '../enums.ts';
import { MOTIF_MIN_WIDTH } from '../key-image.ts';
import { fileId } from './file-id.ts';
import { optional, optionalEmail, required, text } from './fields.ts';
import { normaliseUstid, personalSchema, ustidForms, zipDigits } from './personal.ts';
import { buyerReferenceProblem } from '../invoicing.ts';
import { MIN_PASSWORD_LENGTH } from '../password.ts';

/**
 * The exhibitor's own data as the portal edits it (SPEC §3 Company, Contact, Brand, Address): the company,
 * contacts, brands and addresses. Field rules are the new-exhibitor form's (personal.ts) where one fits;
 * phone numbers come split into country code, area code and number, as the entities store them.
 */
const personal = personalSchema.shape;

const flag = () => z.boolean({ error: 'invalidType' }).optional().default(false);
const rowId = () => z.number({ error: 'invalidType' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });

const phoneCountry = () =>
  z
    .union([z.literal(''), z.custom<string>((value) => (ids(phoneCodes) as unknown[]).includes(value), { error: 'invalidValue' })])
    .optional()
    .default('');
const phoneCity = () => optional(10).pipe(z.string().regex(/^\d*$/, { error: 'phoneForm' }));
const phoneDirect = () => optional(30).pipe(z.string().regex(/^[\d\s/()-]*$/, { error: 'phoneForm' }));

type Report = (path: string[], message: string, params?: Record<string, unknown>) => void;

/** A split number with its direct part filled needs at least six digits in all (as personal.ts asks of one field). */
function checkPhone(parts: string[], path: string, issue: Report) {
  const direct = parts[parts.length - 1] ?? '';
  if (direct && parts.join('').replace(/\D/g, '').length < 6) issue([path], 'phoneForm');
}

function checkZip(zip: string, country: string, issue: Report) {
  const digits = zipDigits[country];
  if (digits && !new RegExp(`^\\d{${digits}}$`).test(zip)) issue(['zip'], 'zipForm', { digits });
}

/** The VAT ID form of `country` (EU VIES formats); other countries are not checked. */
export function ustidIssue(ustid: string, country: string): { message: 'ustidForm'; params: Record<string, string> } | undefined {
  const form = ustidForms[country];
  if (!ustid || !form || form.pattern.test(normaliseUstid(ustid))) return undefined;
  return { message: 'ustidForm', params: { country: country.toUpperCase(), example: form.example } };
}

const reporter =
  (ctx: z.RefinementCtx): Report =>
  (path, message, params) =>
    ctx.addIssue({ code: 'custom', path, message, params });

/**
 * `POST /fe/company[/{id}]` and staff's `PUT /be/company/{id}`: the company data. The VAT ID is checked against the
 * main address's country by the server. `name_natural` (the name as people say it) stays as it is when not sent.
 */
export const companyDataSchema = z
  .object({
    name: personal.company.shape.name,
    name_natural: text(200).optional(),
    email: personal.company.shape.email,
    internet: personal.company.shape.internet,
    ustid: optional(40),
    telCountry: phoneCountry(),
    telCity: phoneCity(),
    telDirect: phoneDirect().pipe(z.string().min(1, { error: 'required' })),
    faxCountry: phoneCountry(),
    faxCity: phoneCity(),
    faxDirect: phoneDirect(),
  })
  .superRefine((company, ctx) => {
    const issue = reporter(ctx);
    checkPhone([company.telCountry, company.telCity, company.telDirect], 'telDirect', issue);
    checkPhone([company.faxCountry, company.faxCity, company.faxDirect], 'faxDirect', issue);
  });
export type CompanyDataInput = z.input<typeof companyDataSchema>;
export type CompanyData = z.output<typeof companyDataSchema>;

/** A contact person's data without a password: names, language, roles, e-mail (the username) and phones. */
const contactFields = z.object({
  gender: personal.contact.shape.gender,
  lang: personal.contact.shape.lang,
  title: optional(50),
  firstName: personal.contact.shape.firstName,
  name: personal.contact.shape.name,
  email: personal.contact.shape.email,
  contactType: personal.contact.shape.contactType,
  telCountry: phoneCountry(),
  telCity: phoneCity(),
  telDirect: phoneDirect(),
  faxCountry: phoneCountry(),
  faxCity: phoneCity(),
  faxDirect: phoneDirect(),
  mobileCountry: phoneCountry(),
  mobileDirect: phoneDirect(),
});

function checkContactPhones(contact: z.output<typeof contactFields>, issue: Report) {
  checkPhone([contact.telCountry, contact.telCity, contact.telDirect], 'telDirect', issue);
  checkPhone([contact.faxCountry, contact.faxCity, contact.faxDirect], 'faxDirect', issue);
  checkPhone([contact.mobileCountry, contact.mobileDirect], 'mobileDirect', issue);
}

/**
 * `POST /fe/contact/{id}`: a contact person, with the new-exhibitor contact's rules. A password is changed
 * only when `passwordNew` is filled: then the repeat must match and the current password is needed.
 */
export const contactDataSchema = contactFields
  .extend({
    passwordCurrent: z.string({ error: 'invalidType' }).max(200, { error: 'tooLong' }).optional().default(''),
    passwordNew: z.string({ error: 'invalidType' }).max(200, { error: 'tooLong' }).optional().default(''),
    passwordNewRepeat: z.string({ error: 'invalidType' }).max(200, { error: 'tooLong' }).optional().default(''),
  })
  .superRefine((contact, ctx) => {
    const issue = reporter(ctx);
    checkContactPhones(contact, issue);
    if (!contact.passwordNew && !contact.passwordNewRepeat) return;
    if (contact.passwordNew.length < MIN_PASSWORD_LENGTH) issue(['passwordNew'], 'tooShort', { min: MIN_PASSWORD_LENGTH });
    if (contact.passwordNew !== contact.passwordNewRepeat) issue(['passwordNewRepeat'], 'passwordsDiffer');
    if (!contact.passwordCurrent) issue(['passwordCurrent'], 'required');
  });
export type ContactDataInput = z.input<typeof contactDataSchema>;
export type ContactData = z.output<typeof contactDataSchema>;

/**
 * `PUT /be/contact/{id}`: staff correct a contact with the same rules, never its password (a password field
 * sent along is dropped): the contact sets its own through the password reset.
 */
export const staffContactSchema = contactFields.superRefine((contact, ctx) => checkContactPhones(contact, reporter(ctx)));
export type StaffContactInput = z.input<typeof staffContactSchema>;
export type StaffContactData = z.output<typeof staffContactSchema>;

/** Brands free of charge in the exhibitor directory and trade magazine (SPEC §9): the company's first five by id. */
export const FREE_BRANDS = 5;
export const isFreeBrand = (indexById: number) => indexById < FREE_BRANDS;
/** Logos and key images in the portal: at most 2 MB (SPEC §9, 1 MB = 1048576 bytes). */
export const BRAND_FILE_MAX_BYTES = 2 * 1_048_576;
/** Stored types (platform/files) a logo may have: JPG, PNG, EPS, PDF. A key image must be a JPG. */
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png', 'application/postscript', 'application/pdf'] as const;
export const MOTIF_MIME_TYPES = ['image/jpeg'] as const;

/** The logo or key image rule a stored file breaks, or undefined when it fits. */
export function brandFileIssue(
  kind: 'logo' | 'motif',
  file: { mimeType: string; size: number; width: number | null },
): 'brandLogoForm' | 'brandMotifForm' | undefined {
  if (kind === 'logo') {
    const fits = (LOGO_MIME_TYPES as readonly string[]).includes(file.mimeType) && file.size <= BRAND_FILE_MAX_BYTES;
    return fits ? undefined : 'brandLogoForm';
  }
  const fits =
    (MOTIF_MIME_TYPES as readonly string[]).includes(file.mimeType) &&
    file.size <= BRAND_FILE_MAX_BYTES &&
    (file.width ?? 0) >= MOTIF_MIN_WIDTH;
  return fits ? undefined : 'brandMotifForm';
}

/**
 * `POST /fe/brand/{id}`: a brand. `logo` and `motif` are file ids: the brand's current file, a fresh upload
 * of `POST /pub/file/upload/temp`, or null to remove it. `contact` is a contact of the company.
 */
export const brandDataSchema = z.object({
  name: required(200),
  internet: personal.company.shape.internet,
  productgroupsIds: z
    .array(rowId(), { error: 'brandProductGroupRequired' })
    .min(1, { error: 'brandProductGroupRequired' })
    .max(100, { error: 'tooLong' }),
  logo: fileId().nullish(),
  motif: fileId().nullish(),
  contact: rowId().nullish(),
});
export type BrandDataInput = z.input<typeof brandDataSchema>;
export type BrandData = z.output<typeof brandDataSchema>;

/**
 * `POST /fe/address`: an address; `id` 0 creates one. Exactly one address is the main address and exactly
 * one receives the invoices: setting a flag moves it from the other addresses.
 */
export const addressDataSchema = z
  .object({
    id: z.number({ error: 'invalidType' }).int({ error: 'invalidType' }).min(0, { error: 'invalidValue' }).max(2_147_483_647).optional().default(0),
    name: required(),
    nameExtra: optional(),
    street: required(),
    zip: required(20),
    city: required(),
    country: z.custom<string>((value) => (ids(countries) as unknown[]).includes(value), {
      error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'invalidValue'),
    }),
    email: optionalEmail(),
    ustid: optional(40),
    /** What the buyer's accounts payable want on its invoices: a Leitweg-ID for public buyers, or an order number. */
    buyerReference: optional(100),
    isMain: flag(),
    isInvoice: flag(),
  })
  .superRefine((address, ctx) => {
    const issue = reporter(ctx);
    checkZip(address.zip, address.country, issue);
    const vat = ustidIssue(address.ustid, address.country);
    if (vat) issue(['ustid'], vat.message, vat.params);
    const reference = buyerReferenceProblem(address.buyerReference);
    if (reference) issue(['buyerReference'], reference);
  });
export type AddressDataInput = z.input<typeof addressDataSchema>;
export type AddressData = z.output<typeof addressDataSchema>;
