import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, orderBookValues, outboxMails } from '../../platform/db/schema.ts';
import { assignContact, buildContact, buildEvent, buildRegistration, buildStaff, flat, perQm, type BuiltContact, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

interface Item {
  id: number;
  tab: number;
  itemType: number;
  isMandatory: boolean;
  price: number;
  productGlobal: { productType: number } | null;
}

/** The 48 m² corner stand: area 48 × 189 €, surcharge 48 × 25 €, marketing fee, energy flat (cents). */
const STAND = [
  { kind: 'stand' as const, description: 'Standfläche je m²', amount: 48, unit: 'qm', priceSingle: 18_900 },
  { kind: 'stand' as const, description: 'Eckstandzuschlag (2 Seiten offen) je m²', amount: 48, unit: 'qm', priceSingle: 2_500 },
  { kind: 'stand' as const, description: 'Marketingpauschale', unit: 'flat', priceSingle: 29_500 },
  { kind: 'stand' as const, description: 'Energieanschluss 3 kW', unit: 'flat', priceSingle: 39_500 },
];
const STAND_NET = 48 * 18_900 + 48 * 2_500 + 29_500 + 39_500;

describe.each(engines)('a registration of the caller company (%s)', (engine) => {
  let t: TestApp;
  let built: BuiltRegistration;
  let technician: BuiltContact;
  let demo: Record<string, string>;
  let other: Record<string, string>;
  let staff: Record<string, string>;
  let registrationId: number;
  let items: Item[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    const event = await buildEvent(t.app, {
      standConfigs: [{ standType: 'corner', qmMin: 12, qmMax: 200, priceRules: [perQm(18_900), perQm(2_500), flat(29_500), flat(39_500)] }],
      booklet: [
        { isMandatory: true, tab: 0, titleDe: 'Standreinigung', titleEn: 'Stand cleaning', price: 650, unit: 'qm', priceCalculation: 'qm' },
        // Tab 2 is the organiser's own, never shown to exhibitors.
        { tab: 2, titleDe: 'Interne Leistung', titleEn: 'Internal service' },
        { itemType: 5, tab: 3, isMandatory: true, titleDe: 'Einwilligung Hausordnung', titleEn: 'Consent to the house rules', price: 0 },
        { itemType: 5, tab: 3, isMandatory: true, titleDe: 'Einwilligung Datenschutz', titleEn: 'Consent to data protection', price: 0 },
      ],
    });
    built = await buildRegistration(t.app, {
      event,
      company: { name: 'Beispiel Küchen GmbH', invoiceAddress: { nameExtra: 'Buchhaltung' } },
      hall: 'Halle 3',
      standNr: 'C14',
      standSize: 48,
      brands: [{ logo: true }],
      orders: [{ positions: STAND }],
    });
    technician = await buildContact(t.app, { companyId: built.company.id });
    await assignContact(t.app, built.id, technician.id);
    const another = await buildRegistration(t.app, { event });
    const staffAccount = await buildStaff(t.app);
    demo = await loginAs(t.app, built.contact.email, 'fe', built.contact.password);
    other = await loginAs(t.app, another.contact.email, 'fe', another.contact.password);
    staff = await loginAs(t.app, staffAccount.email, 'be', staffAccount.password);
    registrationId = built.id;
    items = (await t.app.inject({ url: `/fe/rest/orderbook/${registrationId}`, headers: demo })).json().orderBooks;
  });
  afterAll(() => t.close());

  const get = (url: string, headers = demo) => t.app.inject({ url, headers });
  const save = (tab: number, orderBooks: object[], headers = demo, sendMail = 0) =>
    t.app.inject({ method: 'POST', url: `/fe/rest/orderbook/${registrationId}?tab=${tab}&sendMail=${sendMail}&lang=en-US`, headers, payload: { orderBooks } });
  const cleaning = () => items.find((i) => i.isMandatory && i.tab === 0)!;
  const consents = () => items.filter((i) => i.tab === 3 && i.itemType === 5);

  it('shows the registration with company, addresses, contacts, brands and stand positions', async () => {
    const response = await get(`/fe/rest/registration/${registrationId}?lang=en-US`);
    expect(response.statusCode).toBe(200);
    const { registration, standItems } = response.json();
    expect(registration).toMatchObject({
      id: registrationId,
      hall: 'Halle 3',
      standNr: 'C14',
      standType: 'corner',
      standTypeLabel: 'Corner stand (two sides open)',
      standSize: 48,
      isConfirmed: true,
      companyData: { name: 'Beispiel Küchen GmbH' },
    });
    expect(registration.contacts.map((c: { email: string }) => c.email)).toEqual([built.contact.email, technician.email]);
    expect(JSON.stringify(registration.contacts)).not.toContain('passwordHash');
    expect(registration.brands.length).toBeGreaterThan(0);
    expect(registration.logoUrl).toMatch(/^\/pub\/file\/\d+$/);
    expect(registration.invoiceAddress.isInvoice).toBe(true);
    // The 48 m² corner stand of the order: 10,962.00 € net.
    const total = standItems.reduce((sum: number, line: { sum: number }) => sum + line.sum, 0);
    expect(Math.round(total * 100)).toBe(STAND_NET);
  });

  it('never shows another company its registration, nor unknown or malformed ids', async () => {
    for (const url of [`/fe/rest/registration/${registrationId}`, `/fe/rest/orderbook/${registrationId}`]) {
      const foreign = await get(`${url}?lang=en-US`, other);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().errors).toEqual([{ property: 'id', message: 'This registration does not exist.' }]);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await get(url, { authorization: 'Bearer not-a-real-token-but-long-enough' })).statusCode).toBe(401);
      expect((await get(url, staff)).statusCode).toBe(403);
    }
    for (const id of ['999999', 'abc', '0', '-1']) expect((await get(`/fe/rest/registration/${id}`)).statusCode).toBe(404);
    expect((await get('/fe/rest/registration/abc', {})).statusCode).toBe(401);
    expect((await get('/fe/rest/registration/abc', staff)).statusCode).toBe(403);
    // The booklet save reads the caller with the registration: the same refusals, and nothing saved.
    const value = [{ id: cleaning().id, amount: 12 }];
    expect((await save(0, value, {})).statusCode).toBe(401);
    expect((await save(0, value, { authorization: 'Bearer not-a-real-token-but-long-enough' })).statusCode).toBe(401);
    expect((await save(0, value, staff)).statusCode).toBe(403);
    expect((await save(0, value, other)).statusCode).toBe(404);
    const stored = await t.database.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId));
    expect(stored.some((row) => Number(row.amount) === 12)).toBe(false);
  });

  it('lists the booklet without hidden items, each with the exhibitor value', async () => {
    const body = (await get(`/fe/rest/orderbook/${registrationId}`)).json();
    expect(body.isEditable).toBe(true);
    expect(body.orderBooks.some((i: Item) => i.tab === 2)).toBe(false);
    expect(body.orderBooks.every((i: { value: unknown }) => i.value === null)).toBe(true);
    expect(body.orderBookPos).toMatchObject({ positions: [], net: 0, gross: 0 });
  });

  it('refuses a tab without a mandatory service, keyed by the item, and saves nothing', async () => {
    const response = await save(0, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ property: `orderbook_${cleaning().id}`, message: 'This service is mandatory. Please enter an amount.' }]);
    expect(await t.database.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId))).toEqual([]);
  });

  it('saves a tab, prices what is booked and mails it to the main contact on save and send', async () => {
    const response = await save(0, [{ id: cleaning().id, amount: 48 }], demo, 1);
    // Saved; the consents of the confirmations tab, not given yet, are named as well.
    expect(response.json()).toEqual({ success: true, message: 'Successfully saved!', warnings: consents().map((c) => ({ property: `orderbook_${c.id}`, message: expect.any(String) })) });
    const body = (await get(`/fe/rest/orderbook/${registrationId}`)).json();
    expect(body.orderBooks.find((i: Item) => i.id === cleaning().id).value).toMatchObject({ amount: 48, checked: false });
    expect(body.orderBookPos.positions).toHaveLength(1);
    expect(body.orderBookPos.net).toBeCloseTo(48 * cleaning().price, 2);
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.kind, 'booked_services'));
    expect(mail).toMatchObject({ recipient: built.contact.email });
    expect(mail!.text).toContain('48');
  });

  it('answers every one of several saves of the same tab at once, and keeps one value', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => save(0, [{ id: cleaning().id, amount: 48 + i }])));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const rows = await t.database.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId));
    expect(rows.filter((row) => row.orderBookItemId === cleaning().id)).toHaveLength(1);
  });

  it('saves missing consents but warns about each', async () => {
    const response = await save(3, [{ id: consents()[0]!.id, checked: true }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings.map((w: { property: string }) => w.property)).toEqual(consents().slice(1).map((c) => `orderbook_${c.id}`));
  });

  it('refuses bad values, other tabs and other companies, never a 500', async () => {
    expect((await save(0, [{ id: cleaning().id, amount: -1 }])).statusCode).toBe(400);
    expect((await save(2, [])).statusCode).toBe(400);
    expect((await save(0, [{ id: consents()[0]!.id, checked: true }])).json().errors[0].property).toBe(`orderbook_${consents()[0]!.id}`);
    const before = await t.database.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId));
    expect((await save(0, [{ id: cleaning().id, amount: 1 }], other)).statusCode).toBe(404);
    expect(await t.database.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId))).toEqual(before);
    const malformed = await t.app.inject({ method: 'POST', url: `/fe/rest/orderbook/${registrationId}?tab=0`, headers: demo, payload: { orderBooks: 'x' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('is read-only after the tech deadline', async () => {
    await t.database.db.update(events).set({ techEndsAt: new Date(Date.now() - 1000) }).where(eq(events.id, built.event.id));
    t.app.eventCatalog.invalidate();
    const response = await save(0, [{ id: cleaning().id, amount: 10 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ property: '', message: 'The functions are currently not available for this event.' }]);
    expect((await get(`/fe/rest/orderbook/${registrationId}`)).json().isEditable).toBe(false);
  });
});
