import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands, orderBookItems, orderBookValues, orderPositions, orders, registrations } from '../../platform/db/schema.ts';
import { buildBookletItem, buildEvent, buildRegistration, buildStaff, CONTACT_PASSWORD, flat } from '../../../test/factories/index.ts';
import { buildOrderableEvent, newExhibitorOrder } from '../../../test/new-exhibitor-order.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

// A process serves the catalogue it read until the database's announcement of a change reaches it (up to 2 s
// with several processes): a write it checked against that catalogue may name a row staff deleted meanwhile.
// It is refused then as the same call is after the deletion, with nothing written and no 500.
describe.each(engines)('a catalogue row deleted while a process still offers it (%s)', (engine) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await buildStaff(t.app, { role: 'admin' });
    staff = await loginAs(t.app, admin.email, 'be', admin.password);
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}lang=en-US`, headers, payload });
  const deleted = async (path: string) => expect((await call('DELETE', path, staff)).statusCode).toBe(200);

  /** Runs `calls` with the event's catalogue and booklet as this process had them before `change`. */
  async function withCatalogueBefore<T>(eventId: number, change: () => Promise<void>, calls: () => Promise<T>): Promise<T> {
    const [entry, book] = [await t.app.eventCatalog.find(eventId), await t.app.orderBooks.get(eventId)];
    await change();
    const stale = [vi.spyOn(t.app.eventCatalog, 'find').mockResolvedValue(entry), vi.spyOn(t.app.orderBooks, 'get').mockResolvedValue(book)];
    try {
      return await calls();
    } finally {
      for (const spy of stale) spy.mockRestore();
    }
  }

  const counts = async () => ({
    registrations: (await t.database.db.select({ n: count() }).from(registrations))[0]!.n,
    orders: (await t.database.db.select({ n: count() }).from(orders))[0]!.n,
    brands: (await t.database.db.select({ n: count() }).from(brands))[0]!.n,
  });

  it('refuses an order naming a booklet item, stand type or product group deleted meanwhile, as it does afterwards', async () => {
    const cases = {
      bookletItem: async () => {
        const catalogue = await buildOrderableEvent(t.app);
        const rigging = await buildBookletItem(t.app, catalogue.eventId);
        const order = (email: string) => {
          const placed = newExhibitorOrder(catalogue, email);
          return { ...placed, orderBooks: [...placed.orderBooks, { id: rigging.id, amount: 1 }] };
        };
        return { catalogue, path: `/be/admin/booklet_item/${rigging.id}`, order };
      },
      productGroup: async () => {
        const catalogue = await buildOrderableEvent(t.app);
        return { catalogue, path: `/be/admin/product_group/${catalogue.productGroupId}`, order: (email: string) => newExhibitorOrder(catalogue, email) };
      },
      standConfig: async () => {
        const catalogue = await buildOrderableEvent(t.app);
        return { catalogue, path: `/be/admin/stand_config/${catalogue.cornerId}`, order: (email: string) => newExhibitorOrder(catalogue, email) };
      },
    };
    for (const [kind, build] of Object.entries(cases)) {
      const { catalogue, path, order } = await build();
      const before = await counts();
      const lost = await withCatalogueBefore(catalogue.eventId, () => deleted(path), () => call('POST', '/pub/order', {}, order(`lost.${kind}@holzwerk.example`)));
      const after = await call('POST', '/pub/order', {}, order(`after.${kind}@holzwerk.example`));
      expect(lost.statusCode, `${kind}: ${lost.body}`).toBe(400);
      expect(lost.json().errors).toEqual(after.json().errors);
      expect(await counts()).toEqual(before);
    }
    // No binding order names a booklet item that is gone.
    const dangling = await t.database.db
      .select({ id: orderPositions.id })
      .from(orderPositions)
      .leftJoin(orderBookItems, eq(orderBookItems.id, orderPositions.itemId))
      .where(and(eq(orderPositions.kind, 'service'), isNull(orderBookItems.id)));
    expect(dangling).toEqual([]);
  });

  it("refuses a booklet value of an item deleted meanwhile, as it does afterwards, and keeps the exhibitor's booklet", async () => {
    const event = await buildEvent(t.app, { booklet: [{ titleDe: 'Teppich', titleEn: 'Carpet' }] });
    const item = event.booklet[0]!;
    const registration = await buildRegistration(t.app, { event });
    const exhibitor = await loginAs(t.app, registration.contact.email, 'fe', CONTACT_PASSWORD);
    const save = () => call('POST', `/fe/rest/orderbook/${registration.id}?tab=0`, exhibitor, { orderBooks: [{ id: item.id, amount: 2 }] });
    const lost = await withCatalogueBefore(event.id, () => deleted(`/be/admin/booklet_item/${item.id}`), save);
    const after = await save();
    expect(lost.statusCode, lost.body).toBe(400);
    expect(lost.json().errors).toEqual(after.json().errors);
    expect(await t.database.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registration.id))).toEqual([]);
  });

  it('refuses a stand type deleted meanwhile at the desk, as it does afterwards, and keeps the registration', async () => {
    const event = await buildEvent(t.app, { standConfigs: [{}, { standType: 'corner', qmMin: 10, qmMax: 100, priceRules: [flat(50_000)] }] });
    const corner = event.standConfigs[1]!;
    const registration = await buildRegistration(t.app, { event });
    const change = () => call('PUT', `/be/registration/${registration.id}/stand_type`, staff, { standConfigId: corner.id, standSize: 20 });
    const lost = await withCatalogueBefore(event.id, () => deleted(`/be/admin/stand_config/${corner.id}`), change);
    const after = await change();
    expect(lost.statusCode, lost.body).toBe(422);
    expect(lost.json().errors).toEqual(after.json().errors);
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(row).toMatchObject({ standConfigId: event.standConfigs[0]!.id });
  });
});
