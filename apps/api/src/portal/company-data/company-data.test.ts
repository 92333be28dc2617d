import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, brands, companies, registrationBrands, registrationContacts } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { errorsOf, openCompanyDataContext, type CompanyDataContext } from '../../../test/company-data-context.ts';

describe.each(engines)('the exhibitor edits the company, addresses and assignments (%s)', (engine) => {
  let c: CompanyDataContext;
  beforeAll(async () => {
    c = await openCompanyDataContext(engine);
  });
  afterAll(() => c.close());

  describe('POST /fe/company', () => {
    const good = {
      name: 'Beispiel Küchen GmbH & Co. KG',
      email: 'Info@Beispiel-Kuechen.example',
      internet: 'www.beispiel-kuechen.example',
      ustid: 'de 123 456 789',
      telCountry: '+49',
      telCity: '89',
      telDirect: '2180 440-0',
      faxCountry: '+49',
      faxCity: '89',
      faxDirect: '',
    };

    it('saves the company data and answers it', async () => {
      const response = await c.call('POST', '/fe/company', c.demo, good);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        company: expect.objectContaining({
          id: c.ids.muster,
          name: 'Beispiel Küchen GmbH & Co. KG',
          email: 'info@beispiel-kuechen.example',
          internet: 'https://www.beispiel-kuechen.example',
          ustid: 'DE123456789',
          faxDirect: '',
        }),
      });
      const global = (await c.call('GET', '/fe/globaldata', c.demo)).json();
      expect(global.company.name).toBe('Beispiel Küchen GmbH & Co. KG');
      expect((await c.call('POST', `/fe/company/${c.ids.muster}`, c.technik, { ...good, name: 'Beispiel Küchen GmbH' })).statusCode).toBe(200);
    });

    it('refuses bad input with the portal messages per field', async () => {
      const response = await c.call('POST', '/fe/company?lang=en-US', c.demo, {
        ...good,
        name: ' ',
        email: 'no-mail',
        internet: 'http://localhost',
        telDirect: '12a',
        ustid: 'DE12',
      });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual(
        expect.arrayContaining([
          { property: 'name', message: 'This field must be filled in.' },
          { property: 'email', message: 'This is not a valid email address' },
          { property: 'internet', message: 'A web address must be complete, including https://' },
          { property: 'telDirect', message: expect.stringContaining('phone number') },
        ]),
      );
      const vat = await c.call('POST', '/fe/company?lang=en-US', c.demo, { ...good, ustid: 'DE12' });
      expect(vat.statusCode).toBe(400);
      expect(errorsOf(vat)).toEqual([{ property: 'ustid', message: 'Please enter a valid VAT ID for DE (e.g. DE123456789).' }]);
      const malformed = await c.t.app.inject({ method: 'POST', url: '/fe/company', headers: { ...c.demo, 'content-type': 'application/json' }, payload: '{' });
      expect(malformed.statusCode).toBe(400);
      expect((await c.call('POST', '/fe/company', {}, good)).statusCode).toBe(401);
    });

    it("answers 404 for another company's id and changes nothing", async () => {
      const before = (await c.db.select().from(companies).where(eq(companies.id, c.ids.muster)))[0];
      const response = await c.call('POST', `/fe/company/${c.ids.muster}`, c.other, { ...good, name: 'Taken over' });
      expect(response.statusCode).toBe(404);
      expect((await c.db.select().from(companies).where(eq(companies.id, c.ids.muster)))[0]).toEqual(before);
      const nordlicht = (await c.db.select().from(companies).where(eq(companies.id, c.ids.nordlicht)))[0]!;
      expect(nordlicht.name).toBe(c.names.nordlicht);
    });
  });

  describe('POST /fe/address and DELETE /fe/address/{id}', () => {
    const address = { id: 0, name: 'Beispiel Küchen GmbH', nameExtra: 'Lager', street: 'Am Hafen 3', zip: '20457', city: 'Hamburg', country: 'de' };
    const musterAddresses = () => c.db.select().from(addresses).where(eq(addresses.companyId, c.ids.muster)).orderBy(asc(addresses.id));

    it('creates an address, moves the main and invoice flags, and keeps exactly one main address', async () => {
      const created = await c.call('POST', '/fe/address', c.demo, address);
      expect(created.statusCode, created.body).toBe(200);
      const { address: saved } = created.json();
      expect(saved).toMatchObject({ ...address, id: expect.any(Number), isMain: false, isInvoice: false });

      const main = await c.call('POST', '/fe/address', c.demo, { ...address, id: saved.id, isMain: true, isInvoice: true });
      expect(main.json().address).toMatchObject({ isMain: true, isInvoice: true });
      const rows = await musterAddresses();
      expect(rows.filter((a) => a.isMain).map((a) => a.id)).toEqual([saved.id]);
      expect(rows.filter((a) => a.isInvoice).map((a) => a.id)).toEqual([saved.id]);

      const unmark = await c.call('POST', '/fe/address?lang=en-US', c.demo, { ...address, id: saved.id, isMain: false });
      expect(unmark.statusCode).toBe(400);
      expect(errorsOf(unmark)).toEqual([{ property: 'isMain', message: expect.stringContaining('main address') }]);
      const undeletable = await c.call('DELETE', `/fe/address/${saved.id}?lang=en-US`, c.demo);
      expect(errorsOf(undeletable)).toEqual([{ property: 'id', message: 'The main address cannot be deleted.' }]);

      const back = rows.find((a) => a.id !== saved.id)!;
      await c.call('POST', '/fe/address', c.demo, { ...address, name: back.name, street: back.street, zip: back.zip, city: back.city, id: back.id, isMain: true });
      expect((await c.call('DELETE', `/fe/address/${saved.id}`, c.demo)).json()).toEqual({ success: true, id: saved.id });
      expect((await musterAddresses()).filter((a) => a.isMain)).toHaveLength(1);
    });

    it('refuses missing fields, a German postcode without five digits and a malformed VAT ID', async () => {
      const response = await c.call('POST', '/fe/address?lang=en-US', c.demo, { ...address, street: '', zip: '123', ustid: 'DE1', country: 'xx' });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual(
        expect.arrayContaining([
          { property: 'street', message: 'This field must be filled in.' },
          { property: 'country', message: 'This value is not allowed.' },
        ]),
      );
      const zip = await c.call('POST', '/fe/address?lang=en-US', c.demo, { ...address, zip: '123', ustid: 'DE1' });
      expect(errorsOf(zip)).toEqual([
        { property: 'zip', message: 'Enter a postcode with 5 digits.' },
        { property: 'ustid', message: 'Please enter a valid VAT ID for DE (e.g. DE123456789).' },
      ]);
    });

    it('keeps a buyer reference for the invoices and refuses a Leitweg-ID whose check digits do not match', async () => {
      const created = await c.call('POST', '/fe/address', c.demo, { ...address, buyerReference: '991-33333TEST-33' });
      expect(created.statusCode, created.body).toBe(200);
      const { id } = created.json().address;
      const globalData = await c.call('GET', '/fe/globaldata', c.demo);
      expect(globalData.json().addresses.find((entry: { id: number }) => entry.id === id)).toMatchObject({ buyerReference: '991-33333TEST-33' });

      const broken = await c.call('POST', '/fe/address?lang=en-US', c.demo, { ...address, id, buyerReference: '991-33333TEST-34' });
      expect(broken.statusCode).toBe(400);
      expect(errorsOf(broken)).toEqual([{ property: 'buyerReference', message: expect.stringContaining('Leitweg-ID is invalid') }]);
      // An order number is the buyer's own reference, kept as entered.
      const order = await c.call('POST', '/fe/address', c.demo, { ...address, id, buyerReference: 'PO 4711' });
      expect(order.json().address).toMatchObject({ buyerReference: 'PO 4711' });
      await c.call('DELETE', `/fe/address/${id}`, c.demo);
    });

    it("answers 404 for another company's address and changes nothing", async () => {
      const [theirs] = await c.db.select().from(addresses).where(eq(addresses.companyId, c.ids.nordlicht));
      const saved = await c.call('POST', '/fe/address', c.demo, { ...address, id: theirs!.id, isMain: true });
      expect(saved.statusCode).toBe(404);
      const deleted = await c.call('DELETE', `/fe/address/${theirs!.id}`, c.demo);
      expect(deleted.statusCode).toBe(404);
      expect((await c.db.select().from(addresses).where(eq(addresses.id, theirs!.id)))[0]).toEqual(theirs);
    });
  });

  it('answers odd input with 4xx and the error shape, never a 500', async () => {
    const routes: ['POST' | 'DELETE', string][] = [
      ['POST', '/fe/company'],
      ['POST', '/fe/contact/0'],
      ['POST', '/fe/brand/0'],
      ['POST', '/fe/address'],
      ['DELETE', '/fe/address/99999999999'],
      ['POST', '/fe/contact/-1'],
      ['POST', `/fe/action/contact/${c.ids.technikContact}/assign/3000000000`],
    ];
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { id: 'x', gender: '3', contactType: 'marketing', productgroupsIds: [1e12], logo: 999999, country: 7, isMain: 'yes' },
      { name: 'x'.repeat(10_000), email: `${'a'.repeat(300)}@example.com`, productgroupsIds: [99999], logo: 999999 },
    ];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const response = await c.t.app.inject({ method, url, headers: { ...c.demo, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ success: false, errors: expect.any(Array) });
      }
    }
  });

  describe('POST /fe/action/{contact|brand}/{id}/assign/{registrationId}', () => {
    const contactLinks = () => c.db.select().from(registrationContacts).where(eq(registrationContacts.contactId, c.ids.technikContact));

    it('assigns a contact to an own registration once, however often it is sent, and unassigns it', async () => {
      const url = `/fe/action/contact/${c.ids.technikContact}/assign/${c.ids.musterRegistration}`;
      const first = await c.call('POST', url, c.demo);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().contact.registrationsIds).toContain(c.ids.musterRegistration);
      expect((await c.call('POST', url, c.demo)).statusCode).toBe(200);
      expect(await contactLinks()).toHaveLength(1);
      const global = (await c.call('GET', '/fe/globaldata', c.demo)).json();
      expect(global.contacts.find((contact: { id: number }) => contact.id === c.ids.technikContact).registrationsIds).toEqual([c.ids.musterRegistration]);

      const off = await c.call('POST', `/fe/action/contact/${c.ids.technikContact}/unassign/${c.ids.musterRegistration}`, c.demo);
      expect(off.json().contact.registrationsIds).toEqual([]);
      expect(await contactLinks()).toEqual([]);
    });

    it('assigns a brand with a product group of the fair, and refuses one without', async () => {
      const [own] = await c.db.select().from(brands).where(eq(brands.companyId, c.ids.muster)).orderBy(asc(brands.id));
      const url = `/fe/action/brand/${own!.id}/assign/${c.ids.musterRegistration}`;
      expect((await c.call('POST', url, c.demo)).json().brand.registrationsIds).toEqual([c.ids.musterRegistration]);
      expect((await c.call('POST', url, c.demo)).statusCode).toBe(200);
      const links = await c.db.select().from(registrationBrands).where(eq(registrationBrands.brandId, own!.id));
      expect(links).toHaveLength(1);
      expect((await c.call('POST', `/fe/action/brand/${own!.id}/unassign/${c.ids.musterRegistration}`, c.demo)).json().brand.registrationsIds).toEqual([]);
    });

    it("answers 404 when either id is another company's and links nothing", async () => {
      const [theirBrand] = await c.db.select().from(brands).where(eq(brands.companyId, c.ids.nordlicht));
      const [ownBrand] = await c.db.select().from(brands).where(eq(brands.companyId, c.ids.muster));
      const before = {
        contacts: await c.db.select().from(registrationContacts).orderBy(asc(registrationContacts.contactId)),
        brands: await c.db.select().from(registrationBrands).orderBy(asc(registrationBrands.brandId)),
      };
      const attempts = [
        `/fe/action/contact/${c.ids.otherContact}/assign/${c.ids.musterRegistration}`,
        `/fe/action/contact/${c.ids.technikContact}/assign/${c.ids.nordlichtRegistration}`,
        `/fe/action/contact/${c.ids.otherContact}/unassign/${c.ids.nordlichtRegistration}`,
        `/fe/action/brand/${theirBrand!.id}/assign/${c.ids.musterRegistration}`,
        `/fe/action/brand/${ownBrand!.id}/assign/${c.ids.nordlichtRegistration}`,
        `/fe/action/brand/${theirBrand!.id}/unassign/${c.ids.nordlichtRegistration}`,
        `/fe/action/brand/999999/assign/${c.ids.musterRegistration}`,
      ];
      for (const url of attempts) expect((await c.call('POST', url, c.demo)).statusCode, url).toBe(404);
      expect(await c.db.select().from(registrationContacts).orderBy(asc(registrationContacts.contactId))).toEqual(before.contacts);
      expect(await c.db.select().from(registrationBrands).orderBy(asc(registrationBrands.brandId))).toEqual(before.brands);
      expect((await c.call('POST', `/fe/action/brand/x/assign/${c.ids.musterRegistration}`, c.demo)).statusCode).toBe(400);
      const stillThere = await c.db
        .select()
        .from(registrationContacts)
        .where(and(eq(registrationContacts.contactId, c.ids.otherContact), eq(registrationContacts.registrationId, c.ids.nordlichtRegistration)));
      expect(stillThere).toHaveLength(1);
    });
  });
});
