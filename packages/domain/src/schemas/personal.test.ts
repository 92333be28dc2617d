import { describe, expect, it } from 'vitest';
import { issueMessage } from '../issue-message.ts';
import { personalSchema, type PersonalInput } from './personal.ts';

const valid: PersonalInput = {
  company: { name: 'Holzwerk Alpen GmbH', ustid: 'ATU 1234 5678', email: 'info@holzwerk.example', phone: '+43 512 123456', internet: 'www.holzwerk.example' },
  address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
  invoiceAddress: false,
  contact: {
    contactType: ['marketing'],
    gender: 3,
    lang: 'de',
    firstName: 'Eva',
    name: 'Berger',
    email: 'eva.berger@holzwerk.example',
    passwordNew: 'geheim123',
    passwordNewRepeat: 'geheim123',
  },
};

function errors(input: unknown, lang: 'de' | 'en' = 'en') {
  const result = personalSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), issueMessage(i as never, lang)]));
}

describe('the personal block', () => {
  it('accepts a complete block and completes a bare web address', () => {
    const result = personalSchema.parse(valid);
    expect(result.company.internet).toBe('https://www.holzwerk.example');
  });

  it('names every missing required field', () => {
    expect(errors({ company: {}, address: {}, contact: {} })).toEqual({
      'company.name': 'This field must be filled in.',
      'company.email': 'This field must be filled in.',
      'company.phone': 'This field must be filled in.',
      'address.street': 'This field must be filled in.',
      'address.zip': 'This field must be filled in.',
      'address.city': 'This field must be filled in.',
      'address.country': 'This field must be filled in.',
      'contact.gender': 'This field must be filled in.',
      'contact.lang': 'This field must be filled in.',
      'contact.firstName': 'This field must be filled in.',
      'contact.name': 'This field must be filled in.',
      'contact.email': 'This field must be filled in.',
      'contact.passwordNew': 'This field must be filled in.',
      'contact.passwordNewRepeat': 'This field must be filled in.',
    });
  });

  it('checks forms: e-mail, password length and repeat, zip and VAT ID by country, web address', () => {
    const bad = {
      ...valid,
      company: { ...valid.company, email: 'info(at)holzwerk', ustid: 'DE12', internet: 'https://localhost' },
      address: { ...valid.address, zip: '60200', country: 'at' },
      contact: { ...valid.contact, passwordNew: 'kurz', passwordNewRepeat: 'kurz2' },
    };
    expect(errors(bad)).toEqual({
      'company.email': 'This is not a valid email address',
      'company.internet': 'A web address must be complete, including https://',
      'contact.passwordNew': 'Please enter at least 7 characters.',
      'contact.passwordNewRepeat': 'The passwords do not match.',
      'address.zip': 'Enter a postcode with 4 digits.',
      'company.ustid': 'Please enter a valid VAT ID for AT (e.g. ATU12345678).',
    });
    expect(errors(bad, 'de')['address.zip']).toBe('Geben Sie eine Postleitzahl mit 4 Ziffern ein.');
  });

  it('requires the invoice address only when a different one is wanted', () => {
    expect(errors({ ...valid, invoiceAddress: true, addressInvoice: { name: 'Holzwerk Buchhaltung' } })).toEqual({
      'addressInvoice.street': 'This field must be filled in.',
      'addressInvoice.zip': 'This field must be filled in.',
      'addressInvoice.city': 'This field must be filled in.',
      'addressInvoice.country': 'This field must be filled in.',
    });
    expect(errors({ ...valid, invoiceAddress: false, addressInvoice: { name: '' } })).toEqual({});
  });

  it('refuses unknown countries, genders and languages', () => {
    const bad = { ...valid, address: { ...valid.address, country: 'xx' }, contact: { ...valid.contact, gender: 9, lang: 'fr' } };
    expect(errors(bad)).toEqual({
      'address.country': 'This value is not allowed.',
      'contact.gender': 'This value is not allowed.',
      'contact.lang': 'This value is not allowed.',
    });
  });
});
