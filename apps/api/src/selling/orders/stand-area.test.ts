import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildRegistration } from '../../../test/factories/index.ts';
import { buildOrderableEvent, newExhibitorOrder, type Catalogue } from '../../../test/new-exhibitor-order.ts';

// Issue 14: a service charged by stand m² (a fair's stand cleaning) is not booked for 0.01 m² beside a 48 m² stand.
describe.each(engines)('services charged by stand m² (%s)', (engine) => {
  let t: TestApp;
  let order: ReturnType<typeof newExhibitorOrder>;
  let catalogue: Catalogue;
  let cleaningId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    catalogue = await buildOrderableEvent(t.app);
    cleaningId = catalogue.cleaningId;
    order = newExhibitorOrder(catalogue, 'flaeche@holzwerk.example');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

  it('says so in the public booklet', async () => {
    const { orderBookItems } = (await t.app.inject({ url: `/pub/event/${catalogue.eventId}/orderbook` })).json() as { orderBookItems: { id: number; priceCalculation: string }[] };
    expect(orderBookItems.find((item) => item.id === cleaningId)?.priceCalculation).toBe('qm');
    expect(orderBookItems.filter((item) => item.priceCalculation === 'quantity').length).toBeGreaterThan(0);
  });

  it('refuses a binding order of less than the stand area, in both languages, and takes the whole area', async () => {
    const short = { ...order, orderBooks: [{ id: cleaningId, amount: 0.01 }] };
    const en = await post('/pub/order?lang=en-US', short);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([{ property: `orderbook_${cleaningId}`, message: 'Charged by stand m²: please enter at least the stand area of 48 m².' }]);
    const de = await post('/pub/order?lang=de-DE', short);
    expect(de.json().errors[0].message).toBe('Wird nach Stand-m² berechnet: bitte mindestens die Standfläche von 48 m² eingeben.');
    expect((await post('/pub/order', order)).statusCode).toBe(200);
  });

  it('refuses a booklet total below the registration’s stand area', async () => {
    const exhibitor = await buildRegistration(t.app, { event: { id: catalogue.eventId }, standSize: 48 });
    const demo = await loginAs(t.app, exhibitor.contact.email, 'fe', exhibitor.contact.password);
    const registration = (await t.app.inject({ url: '/fe/globaldata', headers: demo })).json().registrations[0] as { id: number };
    const { standSize } = (await t.app.inject({ url: `/fe/rest/registration/${registration.id}`, headers: demo })).json().registration as { standSize: number };
    const save = (amount: number) => post(`/fe/rest/orderbook/${registration.id}?tab=0&lang=en-US`, { orderBooks: [{ id: cleaningId, amount }] }, demo);
    const refused = await save(standSize - 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ property: `orderbook_${cleaningId}`, message: `Charged by stand m²: please enter at least the stand area of ${standSize} m².` }]);
    expect((await save(standSize)).statusCode).toBe(200);
  });
});
