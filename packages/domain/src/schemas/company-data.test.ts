import { describe, expect, it } from 'vitest';
import { issueMessage } from '../issue-message.ts';
import {
  addressDataSchema,
  brandDataSchema,
  brandFileIssue,
  companyDataSchema,
  contactDataSchema,
  isFreeBrand,
  type ContactDataInput,
} from './company-data.ts';

function errors(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: unknown[] } } }, input: unknown, lang: 'de' | 'en' = 'en') {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    (result.error!.issues as { path: PropertyKey[] }[]).map((i) => [i.path.join('.'), issueMessage(i as never, lang)]),
  );
}

const contact: ContactDataInput = { gender: 3, lang: 'de', firstName: 'Eva', name: 'Berger', email: 'eva@holzwerk.example', contactType: ['marketing'] };

describe('the company data', () => {
  const company = { name: 'Holzwerk GmbH', email: 'info@holzwerk.example', telCountry: '+43', telCity: '512', telDirect: '1234' };

  it('accepts a split phone number of at least six digits and completes the web address', () => {
    const parsed = companyDataSchema.parse({ ...company, internet: 'www.holzwerk.example' });
    expect(parsed).toMatchObject({ internet: 'https://www.holzwerk.example', faxDirect: '', ustid: '' });
  });

  it('needs name, e-mail and phone, and refuses a phone code that does not exist', () => {
    expect(errors(companyDataSchema, { telCountry: '+999', telDirect: '12' })).toEqual({
      name: 'This field must be filled in.',
      email: 'This field must be filled in.',
      telCountry: 'This value is not allowed.',
    });
    expect(errors(companyDataSchema, { ...company, telCountry: '', telCity: '', telDirect: '12 34' })).toEqual({
      telDirect: 'Please enter a phone number made of digits (e.g. +49 711 123456).',
    });
  });
});

describe('a contact', () => {
  it('takes the new-exhibitor rules and leaves the password alone when none is entered', () => {
    expect(contactDataSchema.parse(contact)).toMatchObject({ passwordNew: '', telDirect: '' });
    expect(errors(contactDataSchema, { ...contact, gender: 9, lang: 'fr', email: 'eva@' })).toEqual({
      gender: 'This value is not allowed.',
      lang: 'This value is not allowed.',
      email: 'This is not a valid email address',
    });
  });

  it('needs seven characters, the same repeat and the current password for a new one', () => {
    expect(errors(contactDataSchema, { ...contact, passwordNew: 'kurz', passwordNewRepeat: 'kurz!' }, 'de')).toEqual({
      passwordNew: 'Bitte mindestens 7 Zeichen eingeben.',
      passwordNewRepeat: 'Die Passwörter stimmen nicht überein.',
      passwordCurrent: 'Dieses Feld muss ausgefüllt werden.',
    });
    const change = { ...contact, passwordNew: 'geheim123', passwordNewRepeat: 'geheim123', passwordCurrent: 'alt' };
    expect(contactDataSchema.safeParse(change).success).toBe(true);
  });
});

describe('a brand', () => {
  it('needs a name and at least one product group', () => {
    expect(errors(brandDataSchema, { name: ' ', productgroupsIds: [] })).toEqual({
      name: 'This field must be filled in.',
      productgroupsIds: 'Please choose at least one product group.',
    });
    expect(brandDataSchema.parse({ name: 'Alpen', productgroupsIds: [3], logo: null })).toMatchObject({ logo: null, internet: '' });
  });

  it('takes logos as JPG, PNG, EPS or PDF up to 2 MB, key images as JPG of at least 800 px width', () => {
    const file = (mimeType: string, size: number, width: number | null) => ({ mimeType, size, width });
    expect(brandFileIssue('logo', file('application/postscript', 2 * 1_048_576, null))).toBeUndefined();
    expect(brandFileIssue('logo', file('application/pdf', 2 * 1_048_576 + 1, null))).toBe('brandLogoForm');
    expect(brandFileIssue('logo', file('application/msword', 10, null))).toBe('brandLogoForm');
    expect(brandFileIssue('motif', file('image/jpeg', 500_000, 800))).toBeUndefined();
    expect(brandFileIssue('motif', file('image/jpeg', 500_000, 799))).toBe('brandMotifForm');
    expect(brandFileIssue('motif', file('image/png', 500_000, 1200))).toBe('brandMotifForm');
  });

  it('is free of charge among the first five', () => {
    expect([0, 4, 5].map(isFreeBrand)).toEqual([true, true, false]);
  });
});

describe('an address', () => {
  const address = { name: 'Holzwerk GmbH', street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' };

  it('checks the postcode and the VAT ID by country', () => {
    expect(addressDataSchema.parse({ ...address, ustid: 'ATU 1234 5678' })).toMatchObject({ id: 0, isMain: false, isInvoice: false });
    expect(errors(addressDataSchema, { ...address, zip: '60200', ustid: 'DE123456789' })).toEqual({
      zip: 'Enter a postcode with 4 digits.',
      ustid: 'Please enter a valid VAT ID for AT (e.g. ATU12345678).',
    });
    expect(errors(addressDataSchema, { ...address, country: '' })).toEqual({ country: 'This field must be filled in.' });
  });
});
