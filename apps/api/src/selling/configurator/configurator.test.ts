import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

/** A registered company's address and its contact's (the username), both built. */
const COMPANY_EMAIL = 'info@beispiel-kuechen.example';
const CONTACT_EMAIL = 'anna@beispiel-kuechen.example';

const personal = {
  company: { name: 'Holzwerk Alpen GmbH', ustid: 'ATU12345678', email: 'info@holzwerk.example', phone: '+43 512 123456' },
  address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
  contact: { gender: 3, lang: 'de', firstName: 'Eva', name: 'Berger', email: 'eva@holzwerk.example', passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
};

describe.each(engines)('checking a new exhibitor (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const company = await buildCompany(t.app, { email: COMPANY_EMAIL });
    await buildContact(t.app, { companyId: company.id, isMainContact: true, email: CONTACT_EMAIL });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('POST /pub/checkemail says false for a known company address, true for a new one', async () => {
    const known = await post('/pub/checkemail?lang=de-DE', { email: 'Anna@Beispiel-Kuechen.example' });
    expect(known.json()).toEqual({
      success: false,
      errors: [{ property: 'email', message: 'Ihre Firma ist bereits registriert. Bitte nutzen Sie die Login-Funktion.' }],
    });
    expect((await post('/pub/checkemail', { email: COMPANY_EMAIL })).json().success).toBe(false);
    expect((await post('/pub/checkemail', { email: 'neu@holzwerk.example' })).json()).toEqual({ success: true });
    const bad = await post('/pub/checkemail?lang=en-US', { email: 'no-at-sign' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ property: 'email', message: 'This is not a valid email address' }]);
  });

  it('limits lookups of one address, from however many clients, with a translated 429', async () => {
    const ask = (path: string, payload: object, client: number) =>
      t.app.inject({ method: 'POST', url: `${path}?lang=en-US`, payload, remoteAddress: `10.0.2.${client}` });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await ask('/pub/checkemail', { email: 'probe@holzwerk.example' }, i)).statusCode);
    expect(statuses).toEqual(Array(20).fill(200));
    const blocked = await ask('/pub/checkemail', { email: 'Probe@Holzwerk.example' }, 99);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toEqual([{ property: 'email', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/) }]);
    const validated = await ask('/pub/validate', { ...personal, contact: { ...personal.contact, email: 'probe@holzwerk.example' } }, 98);
    expect(validated.statusCode).toBe(429);
    expect(validated.json().errors[0].property).toBe('contact.email');
    expect((await ask('/pub/checkemail', { email: 'other@holzwerk.example' }, 99)).statusCode).toBe(200);
  });

  it('POST /pub/validate accepts a complete personal block', async () => {
    const response = await post('/pub/validate', personal);
    expect(response.json()).toEqual({ success: true, validation: { company: [], address: [], contact: [], addressInvoice: [] } });
  });

  it('POST /pub/validate answers translated errors per section', async () => {
    const response = await post('/pub/validate?lang=en-US', {
      ...personal,
      company: { ...personal.company, email: 'x' },
      address: { ...personal.address, zip: '12' },
      invoiceAddress: true,
      addressInvoice: { name: 'Buchhaltung' },
      contact: { ...personal.contact, email: CONTACT_EMAIL, passwordNewRepeat: 'other123' },
    });
    const { success, validation } = response.json();
    expect(success).toBe(false);
    expect(validation.company).toEqual([{ property: 'email', message: 'This is not a valid email address' }]);
    expect(validation.address).toEqual([{ property: 'zip', message: 'Enter a postcode with 4 digits.' }]);
    expect(validation.contact).toEqual([{ property: 'passwordNewRepeat', message: 'The passwords do not match.' }]);
    expect(validation.addressInvoice.map((e: { property: string }) => e.property)).toEqual(['street', 'zip', 'city', 'country']);
  });

  it('POST /pub/validate refuses a password easy to guess with the message the order gives, judging only one the form rules passed', async () => {
    for (const weak of ['aaaaaaa', 'passwort']) {
      const response = await post('/pub/validate?lang=en-US', { ...personal, contact: { ...personal.contact, passwordNew: weak, passwordNewRepeat: weak } });
      expect(response.json()).toMatchObject({ success: false, validation: { company: [], address: [] } });
      expect(response.json().validation.contact).toEqual([
        {
          property: 'passwordNew',
          message: 'This password is too easy to guess. Please choose a longer or less predictable one, such as several words with characters between them.',
        },
      ]);
    }
    const german = await post('/pub/validate?lang=de-DE', { ...personal, contact: { ...personal.contact, passwordNew: '1234567', passwordNewRepeat: '1234567' } });
    expect(german.json().validation.contact).toEqual([{ property: 'passwordNew', message: expect.stringMatching(/^Dieses Passwort ist zu leicht zu erraten\./) }]);
    // Too short is the form's rule, said once; the estimator does not add its own verdict.
    const short = await post('/pub/validate?lang=en-US', { ...personal, contact: { ...personal.contact, passwordNew: 'aaa', passwordNewRepeat: 'aaa' } });
    expect(short.json().validation.contact.map((error: { property: string }) => error.property)).toEqual(['passwordNew']);
  });

  it('POST /pub/validate refuses a username that exists, in German', async () => {
    const response = await post('/pub/validate?lang=de-DE', { ...personal, contact: { ...personal.contact, email: CONTACT_EMAIL.toUpperCase() } });
    expect(response.json().validation.contact).toEqual([
      {
        property: 'email',
        message: 'Die zur Bestätigung eingegebene E-Mail-Adresse (Benutzername) existiert bereits und kann daher nicht verwendet werden.',
      },
    ]);
  });

  it('POST /pub/validate treats an empty or odd body as missing fields, never a 500', async () => {
    for (const payload of [{}, [], 'text']) {
      const response = await t.app.inject({ method: 'POST', url: '/pub/validate', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(false);
    }
  });
});
