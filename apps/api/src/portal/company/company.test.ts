import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('the exhibitor company data (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('GET /fe/globaldata answers the caller company with its contacts, brands, addresses and registrations', async () => {
    const headers = await loginAs(t.app, 'demo@messeportal.example');
    const response = await t.app.inject({ url: '/fe/globaldata?lang=en-US', headers });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.company).toMatchObject({ name: 'Muster Küchen GmbH', ustid: 'DE123456789' });
    expect(data.contacts).toHaveLength(2);
    expect(data.contacts[0]).toMatchObject({ email: 'demo@messeportal.example', isMainContact: true, salutation: 'Ms' });
    expect(data.brands.map((b: { name: string }) => b.name)).toEqual(['Muster Küchen', 'Muster Living']);
    for (const brand of data.brands) {
      expect(brand.productgroupsIds.length).toBeGreaterThan(0);
      expect(brand.logoUrl).toMatch(/^\/pub\/file\/\d+$/);
    }
    expect(data.addresses.some((a: { isMain: boolean }) => a.isMain)).toBe(true);
    expect(data.addresses.some((a: { isInvoice: boolean }) => a.isInvoice)).toBe(true);
    expect(data.registrations).toHaveLength(1);
    expect(data.registrations[0]).toMatchObject({ eventId: 1, isConfirmed: true, hall: 'Halle 3', standNr: 'C14', standSize: 48 });
    expect(data.contacts[0].registrationsIds).toEqual([data.registrations[0].id]);
    expect(data.events.map((e: { name: string }) => e.name)).toContain('Kitchen & Living Autumn Fair');
    expect(data.contactTypes[0]).toEqual({ label: expect.any(String), id: expect.any(String) });
    expect(response.body).not.toMatch(/argon2|password|token/i);
  });

  it('shows another exhibitor only its own company', async () => {
    const headers = await loginAs(t.app, 'other@messeportal.example');
    const data = (await t.app.inject({ url: '/fe/globaldata', headers })).json();
    expect(data.company.name).toBe('Nordlicht Kamine GmbH');
    expect(JSON.stringify(data)).not.toContain('Muster');
    expect(data.registrations.map((r: { eventId: number }) => r.eventId)).toEqual([2]);
    const company = (await t.app.inject({ url: '/fe/company', headers })).json();
    expect(company).toEqual({ company: expect.objectContaining({ name: 'Nordlicht Kamine GmbH' }) });
  });

  it('serves the brand logo as a stored image', async () => {
    const headers = await loginAs(t.app, 'demo@messeportal.example');
    const { brands } = (await t.app.inject({ url: '/fe/globaldata', headers })).json();
    const logo = await t.app.inject({ url: brands[0].logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ url: '/pub/file/999999' })).statusCode).toBe(404);
  });
});
