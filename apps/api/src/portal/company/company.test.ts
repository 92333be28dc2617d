import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildEvent, buildRegistration, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('the exhibitor company data (%s)', (engine) => {
  let t: TestApp;
  let registration: BuiltRegistration;
  let technician: Awaited<ReturnType<typeof buildContact>>;
  let other: BuiltRegistration;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const event = await buildEvent(t.app, { nameEn: 'Kitchen fair of the company test' });
    registration = await buildRegistration(t.app, {
      event,
      company: { name: 'Beispiel Möbelwerk GmbH', ustid: 'DE123456789', invoiceAddress: { nameExtra: 'Buchhaltung' } },
      brands: [{ name: 'Beispiel Möbel', logo: true }, { name: 'Beispiel Wohnen', logo: true }],
      hall: 'Halle 3',
      standNr: 'C14',
      standSize: 48,
    });
    technician = await buildContact(t.app, { companyId: registration.company.id, gender: 2 });
    other = await buildRegistration(t.app, { company: { name: 'Andere Kamine GmbH' } });
  });
  afterAll(() => t.close());

  const login = (r: BuiltRegistration) => loginAs(t.app, r.contact.email, 'fe', r.contact.password);

  it('GET /fe/globaldata answers the caller company with its contacts, brands, addresses and registrations', async () => {
    const headers = await login(registration);
    const response = await t.app.inject({ url: '/fe/globaldata?lang=en-US', headers });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.company).toMatchObject({ name: 'Beispiel Möbelwerk GmbH', ustid: 'DE123456789' });
    expect(data.contacts).toHaveLength(2);
    expect(data.contacts.map((c: { email: string }) => c.email)).toContain(technician.email);
    expect(data.contacts[0]).toMatchObject({ email: registration.contact.email, isMainContact: true, salutation: 'Ms' });
    expect(data.brands.map((b: { name: string }) => b.name)).toEqual(['Beispiel Möbel', 'Beispiel Wohnen']);
    for (const brand of data.brands) {
      expect(brand.productgroupsIds.length).toBeGreaterThan(0);
      expect(brand.logoUrl).toMatch(/^\/pub\/file\/\d+$/);
    }
    expect(data.addresses.some((a: { isMain: boolean }) => a.isMain)).toBe(true);
    expect(data.addresses.some((a: { isInvoice: boolean }) => a.isInvoice)).toBe(true);
    expect(data.registrations).toHaveLength(1);
    expect(data.registrations[0]).toMatchObject({ eventId: registration.event.id, isConfirmed: true, hall: 'Halle 3', standNr: 'C14', standSize: 48 });
    expect(data.contacts[0].registrationsIds).toEqual([data.registrations[0].id]);
    expect(data.events.map((e: { name: string }) => e.name)).toContain('Kitchen fair of the company test');
    expect(data.contactTypes[0]).toEqual({ label: expect.any(String), id: expect.any(String) });
    expect(response.body).not.toMatch(/argon2|password|token/i);
  });

  it('shows another exhibitor only its own company', async () => {
    const headers = await login(other);
    const data = (await t.app.inject({ url: '/fe/globaldata', headers })).json();
    expect(data.company.name).toBe('Andere Kamine GmbH');
    expect(JSON.stringify(data)).not.toContain('Beispiel');
    expect(data.registrations.map((r: { eventId: number }) => r.eventId)).toEqual([other.event.id]);
    const company = (await t.app.inject({ url: '/fe/company', headers })).json();
    expect(company).toEqual({ company: expect.objectContaining({ name: 'Andere Kamine GmbH' }) });
  });

  it('serves the brand logo as a stored image', async () => {
    const headers = await login(registration);
    const { brands } = (await t.app.inject({ url: '/fe/globaldata', headers })).json();
    const logo = await t.app.inject({ url: brands[0].logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ url: '/pub/file/999999' })).statusCode).toBe(404);
  });
});
