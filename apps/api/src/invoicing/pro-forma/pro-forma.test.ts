import { formatMoney, invoiceTotals, type VatCategory } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../platform/db/schema.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';
import { buildBookletGroup, buildBookletItem, buildEvent, buildRegistration, type BuiltContact, type BuiltEvent } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** A new exhibitor's personal block as the configurator keeps it before the order checks it. */
const personal = (address: object, ustid = '') => ({
  company: { name: 'Holzwerk Alpen GmbH', ustid },
  address: { street: 'Bergstraße 4', zip: '6020', city: 'Innsbruck', country: 'at', ...address },
  contact: { firstName: 'Eva', name: 'Berger' },
});

const LIMIT = 3;

describe.each(engines)('pro-forma invoices (%s)', (engine) => {
  let t: TestApp;
  let configuration: object;
  let event: BuiltEvent;
  let mediumId: number;
  /** An exhibitor registered for the fair, as the logged-in buyer. */
  let exhibitorContact: BuiltContact;
  let exhibitorCompany: string;
  /** Each test its own client address, so that only the limit's test meets the limit. */
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, { proFormaLimitPerAddress: LIMIT });
    event = await buildEvent(t.app, { nameDe: 'Wohnen & Leben Testmesse', nameEn: 'Living Test Fair', media: [{}] });
    // Enough booklet items to fill more than one page of positions.
    const group = await buildBookletGroup(t.app, event.id);
    for (let i = 0; i < 40; i++) await buildBookletItem(t.app, event.id, { groupId: group.id });
    mediumId = event.media[0]!.id;
    configuration = { eventId: event.id, stand: { standConfigId: event.standConfigs[0]!.id, qm: 36 }, medias: [{ id: mediumId, amount: 1 }], orderBooks: [], brands: [] };
    const registration = await buildRegistration(t.app, { event, company: { name: 'Beispiel Möbelbau GmbH' } });
    exhibitorContact = registration.contact;
    exhibitorCompany = registration.company.name;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++address}`) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const textOf = (response: { statusCode: number; body: string; headers: Record<string, unknown>; rawPayload: Buffer }) => {
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return oneLine(extractPdfText(response.rawPayload).text);
  };
  /** The net the same configuration is saved with as an offer, and the offer. */
  const savedNet = async (payload: object) => {
    const { offer } = (await post('/pub/save_configurator', payload)).json();
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    return { offer, net: row!.totalNetCents };
  };
  const grossOf = (net: number, category: VatCategory, rateBp: number) => invoiceTotals([{ netCents: net, category, rateBp }]).grossCents;

  it('bills a German buyer the event’s VAT, marked as no invoice and without a number', async () => {
    const payload = { ...configuration, personal: personal({ street: 'Hauptstraße 1', zip: '80331', city: 'München', country: 'de' }) };
    const response = await post('/pub/pro_forma?lang=de-DE', payload);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Proforma-Rechnung.pdf"');
    const text = textOf(response);
    const { net } = await savedNet(payload);
    expect(net).toBeGreaterThan(0);
    for (const expected of [
      'Proforma-Rechnung',
      'Keine Rechnung im Sinne des § 14 UStG – berechtigt nicht zum Vorsteuerabzug',
      'Holzwerk Alpen GmbH',
      '80331 München',
      'Wohnen & Leben Testmesse',
      'Leistungszeitraum',
      'zzgl. USt. 19 %',
      formatMoney(net, 'de'),
      formatMoney(grossOf(net, 'S', 1900), 'de'),
      'DE97 7015 0000 0000 1234 56',
    ]) {
      expect(text, expected).toContain(oneLine(expected));
    }
    expect(text).not.toMatch(/\bRE-?\d/);
    expect(text).not.toContain('Nummer');
  });

  it('bills an Austrian business with its ATU VAT ID by reverse charge, in English', async () => {
    const payload = { ...configuration, personal: personal({}, 'ATU12345678') };
    const text = textOf(await post('/pub/pro_forma?lang=en-US', payload));
    const { net } = await savedNet(payload);
    for (const expected of [
      'Pro-forma invoice',
      'Not an invoice within the meaning of § 14 UStG – no input tax deduction',
      'Austria',
      'ATU12345678',
      'VAT 0 % (reverse charge)',
      'reverse charge, the VAT is payable by the recipient',
      `Gross ${formatMoney(grossOf(net, 'AE', 0), 'en')}`,
    ]) {
      expect(text, expected).toContain(oneLine(expected));
    }
    expect(grossOf(net, 'AE', 0)).toBe(net);
    // Without a VAT ID of its own country an Austrian buyer pays German VAT, as its invoice would.
    const withoutVatId = textOf(await post('/pub/pro_forma?lang=en-US', { ...configuration, personal: personal({}) }));
    expect(withoutVatId).toContain(`Gross ${oneLine(formatMoney(grossOf(net, 'S', 1900), 'en'))}`);
  });

  it('prints a saved offer by its link with the offer’s number, and the logged-in exhibitor’s company as buyer', async () => {
    const { offer, net } = await savedNet({ ...configuration, personal: personal({ country: 'de', zip: '10115', city: 'Berlin' }) });
    const response = await t.app.inject({ url: `/pub/offer/${offer.uuid}/pro_forma?lang=en-US` });
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Pro-forma-invoice-${offer.id}.pdf"`);
    const text = textOf(response);
    for (const expected of ['Pro-forma invoice', 'Offer', String(offer.id), `reference: Offer ${offer.id}`, formatMoney(grossOf(net, 'S', 1900), 'en')]) {
      expect(text, expected).toContain(oneLine(expected));
    }

    const exhibitor = await loginAs(t.app, exhibitorContact.email, 'fe', exhibitorContact.password);
    const own = textOf(await post('/pub/pro_forma', { ...configuration, personal: null }, exhibitor));
    expect(own).toContain(exhibitorCompany);
    expect(own).not.toContain('Holzwerk');
  });

  it('marks every page as no invoice when the positions fill more than one', async () => {
    const { orderBookItems } = (await t.app.inject({ url: `/pub/event/${event.id}/orderbook` })).json();
    const orderBooks = orderBookItems.map((item: { id: number }) => ({ id: item.id, amount: 2 }));
    const response = await post('/pub/pro_forma?lang=de-DE', { ...configuration, orderBooks });
    textOf(response);
    const { text, pages } = extractPdfText(response.rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(oneLine(text).split('Keine Rechnung im Sinne des § 14 UStG').length - 1).toBe(pages);
  });

  it('answers an unknown or malformed link with the outdated-link message, as the offer’s PDF does', async () => {
    for (const uuid of ['2f0b6c1e-8d3a-4a51-9a2b-1c2d3e4f5a6b', 'not-a-uuid']) {
      const response = await t.app.inject({ url: `/pub/offer/${uuid}/pro_forma?lang=en-US` });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([{ property: 'uuid', message: 'The link is now outdated and no longer available.' }]);
      expect((await t.app.inject({ url: `/pub/offer/${uuid}/pdf?lang=en-US` })).json()).toEqual(response.json());
    }
  });

  it('refuses a bad configuration with the same translated errors as saving it', async () => {
    const cases: object[] = [
      { ...configuration, eventId: 999 },
      { ...configuration, eventId: 'eins' },
      { ...configuration, medias: [{ id: mediumId, amount: -1 }] },
      { ...configuration, brands: Array.from({ length: 21 }, () => ({ name: 'B' })) },
      { ...configuration, uuid: 'x' },
    ];
    for (const payload of cases) {
      const proForma = await post('/pub/pro_forma?lang=en-US', payload);
      const save = await post('/pub/save_configurator?lang=en-US', payload);
      expect(proForma.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(proForma.statusCode).toBeLessThan(500);
      expect([proForma.statusCode, proForma.json()]).toEqual([save.statusCode, save.json()]);
    }
  });

  it('answers 429 to a client address past the limit, and other addresses still get their PDF', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await post('/pub/pro_forma', configuration, {}, '10.1.1.1')).statusCode).toBe(200);
    const refused = await post('/pub/pro_forma?lang=en-US', configuration, {}, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, errors: [{ property: '', message: expect.stringMatching(/^Too many attempts/) }] });
    expect((await post('/pub/pro_forma', configuration, {}, '10.1.1.2')).statusCode).toBe(200);
  });
});
