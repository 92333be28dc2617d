import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookletGroup, buildBookletItem, buildContact, buildEvent, buildImageFile, buildStaff } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('the event catalogue (%s)', (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let exhibitor: Record<string, string>;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const image = async () => (await buildImageFile(t.app)).id;
    const event = await buildEvent(t.app, {
      media: [
        // Three left at an early price below the list price; sold out; staff only (not in the configurator); inactive.
        { stock: 3, price: 25_000, priceEarly: 20_000, imageFileId: await image() },
        { stock: 0, imageFileId: await image() },
        { isConfigurator: false, imageFileId: await image() },
        { isActive: false, imageFileId: await image() },
      ],
    });
    eventId = event.id;
    // The booklet: a group of each type; every item type on the exhibitor's tabs, three of them mandatory; two
    // items on the hidden staff tab.
    const groups = [];
    for (const groupType of [1, 2, 3]) groups.push(await buildBookletGroup(t.app, eventId, { groupType }));
    const [g1, g2, g3] = groups.map((g) => g.id);
    for (const item of [
      { groupId: g1, itemType: 0, isMandatory: true },
      { groupId: g1, itemType: 1, tab: 1 },
      { groupId: g2, itemType: 2, tab: 1 },
      { groupId: g2, itemType: 3, tab: 1 },
      { groupId: g3, itemType: 4, tab: 1, isMandatory: true },
      { groupId: g3, itemType: 5, tab: 3, isMandatory: true },
      { groupId: g1, itemType: 0, tab: 2 },
      { groupId: g2, itemType: 1, tab: 2 },
    ]) {
      await buildBookletItem(t.app, eventId, item);
    }
    const staffAccount = await buildStaff(t.app);
    const contact = await buildContact(t.app, { isMainContact: true });
    staff = await loginAs(t.app, staffAccount.email, 'be', staffAccount.password);
    exhibitor = await loginAs(t.app, contact.email, 'fe', contact.password);
  });
  afterAll(() => t.close());

  const medias = async (headers = {}) => (await t.app.inject({ url: `/pub/event/${eventId}/medias?lang=en-US`, headers })).json().medias;

  it('shows visitors and exhibitors only active configurator media, staff every active one', async () => {
    const anonymous = await medias();
    expect(await medias(exhibitor)).toEqual(anonymous);
    const all = await medias(staff);
    expect(all.length).toBeGreaterThan(anonymous.length);
    expect(anonymous.every((m: { isActive: boolean; isConfigurator: boolean }) => m.isActive && m.isConfigurator)).toBe(true);
    // The inactive medium (no order can contain it) is offered to nobody.
    expect(all.every((m: { isActive: boolean }) => m.isActive)).toBe(true);
    expect(all.some((m: { isConfigurator: boolean }) => !m.isConfigurator)).toBe(true);
  });

  it('answers the configurator fields with availability, prices in euros and the image', async () => {
    const list = await medias();
    const amounts = list.map((m: { amountAvailable: number }) => m.amountAvailable);
    expect(amounts).toContain(3);
    expect(amounts).toContain(0);
    for (const media of list) {
      expect(media).toMatchObject({
        id: expect.any(Number),
        mediagroupId: expect.any(Number),
        name: expect.any(String),
        price: expect.any(Number),
        priceEarly: expect.any(Number),
        fileImageObj: { url: expect.stringMatching(/^\/pub\/file\/\d+$/) },
      });
      expect(Number.isInteger(Math.round(media.price * 100))).toBe(true);
    }
    expect(list.some((m: { priceEarly: number; price: number }) => m.priceEarly > 0 && m.priceEarly < m.price)).toBe(true);
  });

  it('answers the order booklet with groups and productGlobal, hidden items only for staff', async () => {
    const open = (await t.app.inject({ url: `/pub/event/${eventId}/orderbook?lang=de-DE` })).json();
    const withHidden = (await t.app.inject({ url: `/pub/event/${eventId}/orderbook?lang=de-DE`, headers: staff })).json();
    const tabs = (items: { tab: number }[]) => new Set(items.map((i) => i.tab));
    expect(tabs(open.orderBookItems).has(2)).toBe(false);
    expect(withHidden.orderBookItems.filter((i: { tab: number }) => i.tab === 2).length).toBeGreaterThanOrEqual(2);
    const types = new Set(open.orderBookItems.map((i: { itemType: number }) => i.itemType));
    expect([...types].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const product = open.orderBookItems.find((i: { itemType: number }) => i.itemType === 0);
    expect(product.productGlobal).toMatchObject({ name: expect.any(String), productType: expect.any(Number), unit: expect.any(String) });
    expect(product.group).toEqual({ id: expect.any(Number), title: expect.any(String), groupType: expect.any(Number) });
    const mandatory = open.orderBookItems.filter((i: { isMandatory: boolean }) => i.isMandatory);
    expect(mandatory.length).toBeGreaterThanOrEqual(3);
    expect(new Set(open.orderBookGroups.map((g: { groupType: number }) => g.groupType))).toEqual(new Set([1, 2, 3]));
  });

  it('answers 404 for unknown events', async () => {
    for (const url of ['/pub/event/77/medias', '/pub/event/x/orderbook']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].message).toBe('Diese Veranstaltung gibt es nicht.');
    }
  });
});
