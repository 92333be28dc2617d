import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMails } from '../../platform/db/schema.ts';
import { buildEvent } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

interface CatalogueItem {
  id: number;
  tab: number;
  itemType: number;
  isMandatory: boolean;
  isConfigurator: boolean;
  price: number;
  productGlobal?: { productType?: number } | null;
}

interface Position {
  kind: string;
  itemId: number | null;
  description: string;
  amount: number;
  priceSingle: number;
  sum: number;
}

const cents = (amount: number) => Math.round(amount * 100);
const sumOf = (positions: Position[]) => positions.reduce((total, p) => total + cents(p.sum), 0);

describe.each(engines)('what an exhibitor ordered shows in the portal (%s)', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let registrationId: number;
  let carpet: CatalogueItem;
  let cleaning: CatalogueItem;
  let tick: CatalogueItem;
  let medium: { id: number };
  const email = 'bestellt@holzwerk.example';

  const get = (url: string) => t.app.inject({ url, headers });
  const post = (url: string, payload: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...extra } });

  beforeAll(async () => {
    t = await createTestApp(engine, { orderLimitPerAddress: 1000 });
    // The configurator's services: a mandatory stand cleaning by the m², a carpet by the m² (a quantity product)
    // and a ticked product; and a medium of ten pieces.
    const built = await buildEvent(t.app, {
      booklet: [
        { isMandatory: true, isConfigurator: true, titleDe: 'Standreinigung', titleEn: 'Stand cleaning', price: 650, unit: 'qm', priceCalculation: 'qm' },
        { isConfigurator: true, productType: 1, titleDe: 'Teppich', titleEn: 'Carpet', productNameDe: 'Teppich', productNameEn: 'Carpet', price: 1_200, unit: 'qm' },
        { isConfigurator: true, productType: 2, titleDe: 'Standbeleuchtung', titleEn: 'Stand lighting', productNameDe: 'Standbeleuchtung', productNameEn: 'Stand lighting', price: 9_000 },
      ],
      media: [{ stock: 10 }],
    });
    const { event } = (await t.app.inject({ url: `/pub/event/${built.id}` })).json();
    const items: CatalogueItem[] = (await t.app.inject({ url: `/pub/event/${built.id}/orderbook` })).json().orderBookItems;
    const itemOf = (index: number) => items.find((i) => i.id === built.booklet[index]!.id)!;
    [cleaning, carpet, tick] = [itemOf(0), itemOf(1), itemOf(2)];
    medium = built.media[0]!;

    const ordered = await t.app.inject({
      method: 'POST',
      url: '/pub/order',
      payload: {
        eventId: event.id,
        agb: true,
        cancellationPolicy: true,
        stand: { standConfigId: event.standConfigs[0].id, qm: event.standConfigs[0].qmMin },
        medias: [{ id: medium.id, amount: 2 }],
        orderBooks: [
          { id: cleaning.id, amount: 20 },
          { id: carpet.id, amount: 12.5 },
          { id: tick.id, amount: 1 },
        ],
        brands: [{ id: 0, name: 'Holzwerk', productgroupsIds: [event.productgroupsIds[0]] }],
        personal: {
          company: { name: 'Holzwerk Bestellt GmbH', email: 'firma@holzwerk.example', phone: '+49 89 123456' },
          address: { street: 'Hauptstraße 1', zip: '80331', city: 'München', country: 'de' },
          contact: { gender: 2, lang: 'de', firstName: 'Max', name: 'Holz', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
        },
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    registrationId = ordered.json().registrationId;
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.recipient, email)).orderBy(outboxMails.id);
    const [, , id, token] = new URL(mail!.link!.replace('/#/e/', '/')).pathname.split('/');
    expect((await t.app.inject({ method: 'POST', url: `/pub/confirm/${id}/${token}`, payload: {} })).statusCode).toBe(200);
    headers = await loginAs(t.app, email, 'fe', 'Geheim-Messe-27');
  });
  afterAll(() => t.close());

  const booklet = async () => (await get(`/fe/rest/orderbook/${registrationId}?lang=de-DE`)).json();
  const valueOf = (book: { orderBooks: { id: number; ordered: number; value: unknown }[] }, id: number) => book.orderBooks.find((i) => i.id === id)!;

  it('shows the ordered services in the booklet as booked, with the order as the least amount', async () => {
    const book = await booklet();
    expect(valueOf(book, carpet.id)).toMatchObject({ ordered: 12.5, value: { amount: 12.5 } });
    expect(valueOf(book, cleaning.id)).toMatchObject({ ordered: 20, value: { amount: 20 } });
    expect(valueOf(book, tick.id)).toMatchObject({ ordered: 1, value: { checked: true } });
  });

  it('sums the same services in the cost overview as the order confirmation', async () => {
    const { registration } = (await get(`/fe/rest/registration/${registrationId}?lang=de-DE`)).json();
    expect(registration.orders).toHaveLength(1);
    const [order] = registration.orders;
    expect(order.confirmation).toMatchObject({ number: expect.stringMatching(/^AB-\d{4}-\d{4}$/), pdfUrl: `/fe/document/${order.confirmation.id}/pdf` });
    const services = order.positions.filter((p: Position) => p.kind === 'service');
    expect(services.map((p: Position) => p.itemId).sort()).toEqual([cleaning.id, carpet.id, tick.id].sort());
    expect(order.positions.filter((p: Position) => p.kind === 'media')).toMatchObject([{ itemId: medium.id, amount: 2 }]);

    const { orderBookPos } = await booklet();
    expect(sumOf(orderBookPos.positions)).toBe(sumOf(services));
    expect(cents(orderBookPos.net)).toBe(sumOf(services));
  });

  it('counts what was ordered in the dashboard data', async () => {
    const { registrations } = (await get('/fe/globaldata')).json();
    expect(registrations.find((r: { id: number }) => r.id === registrationId)).toMatchObject({ mediaOrdered: 2, servicesBooked: 3 });
  });

  it('refuses a booklet save below what was ordered, in the caller language, and changes nothing', async () => {
    const before = await booklet();
    const response = await post(`/fe/rest/orderbook/${registrationId}?tab=0&lang=en-US`, {
      orderBooks: [
        { id: cleaning.id, amount: 20 },
        { id: carpet.id, amount: 10 },
        { id: tick.id, checked: false },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { property: `orderbook_${carpet.id}`, message: expect.stringContaining('You ordered 12.5 of this bindingly') },
      { property: `orderbook_${tick.id}`, message: expect.stringContaining('it stays booked') },
    ]);
    expect(await booklet()).toEqual(before);
  });

  it('adds what the exhibitor books on top, at the list price, and keeps the order', async () => {
    const saved = await post(`/fe/rest/orderbook/${registrationId}?tab=0&sendMail=1`, {
      orderBooks: [
        { id: cleaning.id, amount: 20 },
        { id: carpet.id, amount: 15 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const book = await booklet();
    expect(valueOf(book, carpet.id)).toMatchObject({ ordered: 12.5, value: { amount: 15 } });
    // The tick the save left out stays booked by the order.
    expect(valueOf(book, tick.id)).toMatchObject({ value: { checked: true } });
    const carpetLines = book.orderBookPos.positions.filter((p: Position) => p.description === book.orderBooks.find((i: { id: number }) => i.id === carpet.id).title);
    expect(carpetLines.reduce((total: number, p: Position) => total + p.amount, 0)).toBe(15);
    expect(book.orderBookDoc).not.toBeNull();
  });

  it('issues an order confirmation for media ordered in the portal and answers a repeat once', async () => {
    const key = { 'idempotency-key': 'media-order-0001' };
    const first = await post(`/fe/rest/media/${registrationId}`, { medias: [{ id: medium.id, amount: 1 }] }, key);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await post(`/fe/rest/media/${registrationId}`, { medias: [{ id: medium.id, amount: 1 }] }, key);
    expect(repeat.json()).toEqual(first.json());
    const { confirmation } = first.json();
    const { documents } = (await get(`/fe/registration/${registrationId}/documents`)).json();
    expect(documents.map((d: { number: string }) => d.number)).toContain(confirmation.number);
    const { registration } = (await get(`/fe/rest/registration/${registrationId}`)).json();
    expect(registration.orders.map((o: { type: string }) => o.type)).toEqual(['registration', 'media']);
    const { registrations } = (await get('/fe/globaldata')).json();
    expect(registrations.find((r: { id: number }) => r.id === registrationId).mediaOrdered).toBe(3);
  });
});
