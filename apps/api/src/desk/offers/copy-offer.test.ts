import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

describe.each(engines)('copying an offer (%s)', (engine) => {
  let c: BackofficeContext;
  let source: { id: number; uuid: string };
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    const configuration = c.configuration({
      medias: [
        { id: c.items.logo.id, amount: 2, price: 120 },
        { id: c.items.staffOnly.id, amount: 1 },
      ],
      orderBooks: [
        { id: c.items.carpet.id, amount: 48 },
        { id: c.items.handlingFee.id, amount: 1, price: 80 },
      ],
    });
    const toffer = { title: 'Standangebot Muster', state: 2, subText: 'Preise gültig für die Küchenmesse.' };
    source = (await c.save({ ...configuration, mode: 'be_registration', registrationId: c.demo.registrationId, toffer })).json().offer;
    // The original is ordered, so locked: a copy is how staff go on with it.
    await c.db.update(offers).set({ orderedAt: new Date(), state: 3 }).where(eq(offers.id, source.id));
  });
  afterAll(() => c.close());

  const copy = (payload?: object, lang = 'de-DE') => c.call('POST', `/be/offer/${source.id}/copy?lang=${lang}`, c.staff, payload);
  const detail = async (id: number) => (await c.call('GET', `/be/offer/${id}`)).json();

  it('copies within the event: state 1, "(Kopie)", new uuid, editable, same items and prices', async () => {
    // Without a body: the offer's own event.
    const response = await copy();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, offer: { id: expect.any(Number), uuid: expect.any(String), eventId: c.kitchen.id }, missing: [] });
    expect(body.offer.uuid).not.toBe(source.uuid);

    const [original, theCopy] = [await detail(source.id), await detail(body.offer.id)];
    expect(theCopy.offer).toMatchObject({
      title: 'Standangebot Muster (Kopie)',
      state: 1,
      offerType: 2,
      isOrdered: false,
      subText: original.offer.subText,
      companyId: c.demo.companyId,
      registrationId: c.demo.registrationId,
      totalNet: original.offer.totalNet,
    });
    expect(theCopy.offer.data.medias).toEqual(original.offer.data.medias);
    expect(theCopy.offer.data.orderBooks).toEqual(original.offer.data.orderBooks);
    expect(theCopy.editable).toEqual({ beStand: true, be: true });
    expect(theCopy.changes).toEqual([{ at: expect.any(String), staffName: c.admin.name, action: 'copied', fields: ['title', 'state'] }]);
    expect(original.editable).toEqual({ beStand: false, be: false });
  });

  it('copies to another event with its items by name, priced from its catalogue, and lists what it lacks', async () => {
    const response = await copy({ eventId: c.fireplace.id }, 'en-US');
    expect(response.statusCode, response.body).toBe(200);
    const { offer, missing } = response.json();
    expect(offer.eventId).toBe(c.fireplace.id);
    expect(missing).toEqual([
      { kind: 'media', id: c.items.staffOnly.id, name: c.items.staffOnly.nameEn },
      { kind: 'orderBook', id: c.items.carpet.id, name: c.items.carpet.titleEn },
      { kind: 'orderBook', id: c.items.handlingFee.id, name: c.items.handlingFee.titleEn },
    ]);

    const theCopy = (await detail(offer.id)).offer;
    const { event } = (await c.call('GET', `/pub/event/${c.fireplace.id}`)).json();
    const corner = event.standConfigs.find((s: { standType: string }) => s.standType === 'corner');
    // Deviating prices stay with their fair: the logo is priced from the fireplace fair's list.
    expect(theCopy.data).toMatchObject({ eventId: c.fireplace.id, stand: { standConfigId: corner.id, qm: 48 }, medias: [{ id: c.items.logoFireplace.id, amount: 2 }], orderBooks: [] });
    expect(JSON.stringify(theCopy.data.medias)).not.toContain('price');
    // Copied by staff working in English: the mark is English too.
    expect(theCopy).toMatchObject({ registrationId: null, companyId: c.demo.companyId, state: 1, title: 'Standangebot Muster (Copy)' });
    const stand = (await c.call('POST', '/pub/calculate_configurator', {}, { eventId: c.fireplace.id, standConfigId: corner.id, qm: 48 })).json();
    const logo = c.items.logoFireplace.priceEarly > 0 ? c.items.logoFireplace.priceEarly : c.items.logoFireplace.price;
    expect(theCopy.totalNet).toBe(Math.round(stand.total * 100) + 2 * logo);
    expect((await detail(offer.id)).changes[0].fields).toEqual(['title', 'state', 'company', 'stand', 'medias', 'orderBooks', 'prices']);
  });

  it('refuses an unknown target event or a malformed body, and copies nothing', async () => {
    const before = (await c.db.select({ id: offers.id }).from(offers)).length;
    const unknown = await copy({ eventId: 999 }, 'en-US');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ property: 'eventId', message: 'This event does not exist.' }]);
    const malformed = await copy({ eventId: 'zwei' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].property).toBe('eventId');
    expect((await c.db.select({ id: offers.id }).from(offers)).length).toBe(before);
  });
});
