import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBrands, registrationContacts } from '../../platform/db/schema.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { errorsOf } from '../../../test/company-data-context.ts';
import { assignContact, buildCompany, buildContact, buildEvent, buildRegistration, buildStaff, CONTACT_PASSWORD, STAFF_PASSWORD } from '../../../test/factories/index.ts';

type Headers = Record<string, string>;

/**
 * What the portal's assignment screen relies on: a brand made after registering reaches the registration (its
 * page and the organiser's exhibitor directory) only once assigned; the server refuses what the screen does not
 * offer (a brand without a product group of the fair, a cancelled registration, another company's brand).
 */
describe.each(engines)('the exhibitor assigns contacts and brands to its registrations (%s)', (engine) => {
  let t: TestApp;
  let exhibitor: Headers;
  let staff: Headers;
  const ids = { kitchen: 0, registration: 0, canceled: 0, technician: 0, fireplaceGroup: 0, kitchenGroup: 0, otherBrand: 0 };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const kitchen = await buildEvent(t.app, { productGroups: ['Küchenmöbel'] });
    const fireplace = await buildEvent(t.app, { productGroups: ['Kaminöfen'] });
    const company = await buildCompany(t.app, { name: 'Zuordnung Küchen GmbH' });
    const main = await buildContact(t.app, { companyId: company.id, isMainContact: true });
    const registration = await buildRegistration(t.app, { event: kitchen, company, contact: main, brands: [{ name: 'Zuordnung Küchen' }] });
    const technician = await buildContact(t.app, { companyId: company.id, firstName: 'Jonas', name: 'Technik' });
    await assignContact(t.app, registration.id, technician.id);
    const canceled = await buildRegistration(t.app, { event: fireplace, company, contact: main, canceledAt: new Date() });
    const other = await buildRegistration(t.app, { event: kitchen, brands: [{ name: 'Fremdmarke' }] });
    const admin = await buildStaff(t.app);
    Object.assign(ids, {
      kitchen: kitchen.id,
      registration: registration.id,
      canceled: canceled.id,
      technician: technician.id,
      kitchenGroup: kitchen.productGroups[0]!.id,
      fireplaceGroup: fireplace.productGroups[0]!.id,
      otherBrand: other.brands[0]!.id,
    });
    exhibitor = await loginAs(t.app, main.email, 'fe', CONTACT_PASSWORD);
    staff = await loginAs(t.app, admin.email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const call = (url: string, headers: Headers = exhibitor, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url, headers, ...(payload && { payload }) });
  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: exhibitor });
  const registrationBrandNames = async () =>
    ((await call(`/fe/rest/registration/${ids.registration}`)).json().registration.brands as { name: string }[]).map((brand) => brand.name);
  const directory = async () => (await call(`/be/event/${ids.kitchen}/export/directory?format=csv&lang=de-DE`, staff)).body;
  const newBrand = async (name: string, productgroupsIds: number[]) => {
    const response = await call('/fe/brand/0', exhibitor, { name, internet: '', productgroupsIds });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().brand as { id: number; registrationsIds: number[] };
  };

  it('shows a brand made after registering at the fair, in the registration and the exhibitor directory, only once assigned', async () => {
    const brand = await newBrand('Zuordnung Outdoor', [ids.kitchenGroup]);
    expect(brand.registrationsIds).toEqual([]);
    expect(await registrationBrandNames()).toEqual(['Zuordnung Küchen']);
    expect(await directory()).not.toContain('Zuordnung Outdoor');

    const assigned = await post(`/fe/action/brand/${brand.id}/assign/${ids.registration}`);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().brand.registrationsIds).toEqual([ids.registration]);
    expect(await registrationBrandNames()).toEqual(expect.arrayContaining(['Zuordnung Küchen', 'Zuordnung Outdoor']));
    const global = (await call('/fe/globaldata')).json();
    expect(global.brands.find((entry: { id: number }) => entry.id === brand.id).registrationsIds).toEqual([ids.registration]);
    expect(await directory()).toContain('Zuordnung Outdoor');

    expect((await post(`/fe/action/brand/${brand.id}/unassign/${ids.registration}`)).json().brand.registrationsIds).toEqual([]);
    expect(await registrationBrandNames()).toEqual(['Zuordnung Küchen']);
    expect(await directory()).not.toContain('Zuordnung Outdoor');
  });

  it("refuses a brand without one of the fair's product groups with the translated reason, and links nothing", async () => {
    const brand = await newBrand('Zuordnung Kamine', [ids.fireplaceGroup]);
    const de = await post(`/fe/action/brand/${brand.id}/assign/${ids.registration}`);
    expect(de.statusCode).toBe(400);
    expect(errorsOf(de)).toEqual([{ property: 'brandId', message: 'Diese Marke hat keine Warengruppe dieser Veranstaltung. Bitte ergänzen Sie zuerst eine.' }]);
    const en = await post(`/fe/action/brand/${brand.id}/assign/${ids.registration}?lang=en-US`);
    expect(errorsOf(en)).toEqual([{ property: 'brandId', message: 'This brand has no product group of this event. Please add one first.' }]);
    expect(await t.database.db.select().from(registrationBrands).where(eq(registrationBrands.brandId, brand.id))).toEqual([]);
  });

  it("refuses another company's brand as unknown and leaves it where it is", async () => {
    const response = await post(`/fe/action/brand/${ids.otherBrand}/assign/${ids.registration}`);
    expect(response.statusCode).toBe(404);
    const links = await t.database.db.select().from(registrationBrands).where(eq(registrationBrands.brandId, ids.otherBrand));
    expect(links.map((link) => link.registrationId)).not.toContain(ids.registration);
  });

  it('changes nothing at a cancelled registration: 409 with the reason for assigning and unassigning alike', async () => {
    await assignContact(t.app, ids.canceled, ids.technician);
    const brand = await newBrand('Zuordnung Kaminofen', [ids.fireplaceGroup]);
    const attempts = [
      `/fe/action/contact/${ids.technician}/unassign/${ids.canceled}`,
      `/fe/action/brand/${brand.id}/assign/${ids.canceled}`,
    ];
    for (const url of attempts) {
      const response = await post(`${url}?lang=en-US`);
      expect(response.statusCode, url).toBe(409);
      expect(response.json().errors[0].message).toBe('This registration is cancelled and can no longer be changed.');
    }
    const kept = await t.database.db
      .select()
      .from(registrationContacts)
      .where(and(eq(registrationContacts.contactId, ids.technician), eq(registrationContacts.registrationId, ids.canceled)));
    expect(kept).toHaveLength(1);
    expect(await t.database.db.select().from(registrationBrands).where(eq(registrationBrands.registrationId, ids.canceled))).toEqual([]);
  });

  it('unassigns a contact from the registration page and assigns it again', async () => {
    const contactsOnPage = async () =>
      ((await call(`/fe/rest/registration/${ids.registration}`)).json().registration.contacts as { id: number }[]).map((contact) => contact.id);
    expect(await contactsOnPage()).toContain(ids.technician);
    expect((await post(`/fe/action/contact/${ids.technician}/unassign/${ids.registration}`)).json().contact.registrationsIds).not.toContain(ids.registration);
    expect(await contactsOnPage()).not.toContain(ids.technician);
    expect((await post(`/fe/action/contact/${ids.technician}/assign/${ids.registration}`)).json().contact.registrationsIds).toContain(ids.registration);
    expect(await contactsOnPage()).toContain(ids.technician);
  });
});
