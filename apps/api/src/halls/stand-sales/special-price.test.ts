import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPositions, orders } from '../../platform/db/schema.ts';
import { buildEvent, buildHallPlan, buildStaff, flat, perQm, type BuiltEvent } from '../../../test/factories/index.ts';
import { newExhibitorOrder } from '../../../test/new-exhibitor-order.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('a price agreed for one stand of the plan (%s)', (engine) => {
  let t: TestApp;
  let event: BuiltEvent;
  let hallId: number;
  let admin: Record<string, string>;
  let sales: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    event = await buildEvent(t.app, {
      standConfigs: [
        { standType: 'inline', nameDe: 'Reihenstand', nameEn: 'In-line stand', qmMin: 6, qmMax: 100, priceRules: [perQm(18_900), flat(79_500)] },
        { standType: 'corner', nameDe: 'Eckstand', nameEn: 'Corner stand', qmMin: 6, qmMax: 150, priceRules: [perQm(20_900), flat(79_500)] },
      ],
    });
    hallId = (await buildHallPlan(t.app, { name: 'Testhalle 8', eventId: event.id })).id;
    const bearer = async (role: 'admin' | 'sales') => {
      const staff = await buildStaff(t.app, { role });
      const login = await t.app.inject({ method: 'POST', url: '/be/login_check', payload: { username: staff.email, password: staff.password } });
      return { authorization: `Bearer ${login.json().token as string}` };
    };
    [admin, sales] = [await bearer('admin'), await bearer('sales')];
  });
  afterAll(() => t.close());

  const setPrice = (stand: string, body: object, headers = admin, lang = 'en') =>
    t.app.inject({ method: 'PUT', url: `/be/event/${event.id}/hall/${hallId}/stand/${stand}/price?lang=${lang}`, headers, payload: body });
  const planStand = async (number: string) => {
    const plan = (await t.app.inject({ method: 'GET', url: `/pub/event/${event.id}/plan` })).json();
    return plan.halls[0].stands.find((stand: { number: string }) => stand.number === number);
  };
  const calculate = (stand: string) =>
    t.app.inject({ method: 'POST', url: '/pub/calculate_configurator?lang=en', payload: { eventId: event.id, standConfigId: event.standConfigs[0]!.id, qm: 99, plan: { hallId, stand } } });

  it('prices the stand at the agreed price on the plan, in the configurator and in the order, and by the rules again once withdrawn', async () => {
    expect(await planStand('A3')).toMatchObject({ net: 12 * 189 + 795, specialPrice: false });
    const set = await setPrice('a3', { cents: 250_000, reason: 'Partner des Verbands' });
    expect(set.statusCode, set.body).toBe(200);
    expect(await planStand('A3')).toMatchObject({ net: 2500, specialPrice: true });
    // Its neighbour keeps the rules' price.
    expect(await planStand('A4')).toMatchObject({ net: 12 * 189 + 795, specialPrice: false });

    const priced = await calculate('A3');
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ qm: 12, total: 2500, standPrices: [{ description: 'Stand A3, 12 m², agreed price', amount: 1, priceSingle: 2500, sum: 2500 }] });

    const { token } = (await t.app.inject({ method: 'POST', url: `/pub/event/${event.id}/stand-hold`, payload: { hallId, stand: 'A3' } })).json();
    const order = {
      ...newExhibitorOrder({ eventId: event.id, cornerId: 0, cleaningId: 0, mediumId: 0, productGroupId: 0 }, 'sonderpreis@holzwerk.example'),
      stand: { standConfigId: event.standConfigs[0]!.id, qm: 99, plan: { hallId, stand: 'A3', holdToken: token } },
      medias: [],
      orderBooks: [],
      brands: [],
    };
    const placed = await t.app.inject({ method: 'POST', url: '/pub/order', payload: order });
    expect(placed.statusCode, placed.body).toBe(200);
    const positions = await t.database.db
      .select({ description: orderPositions.description, sum: orderPositions.sum, listPrice: orderPositions.listPrice, isDeviating: orderPositions.isDeviating })
      .from(orderPositions)
      .innerJoin(orders, eq(orders.id, orderPositions.orderId))
      .where(eq(orders.registrationId, placed.json().registrationId));
    expect(positions).toEqual([{ description: 'Stand A3, 12 m², vereinbarter Preis', sum: 250_000, listPrice: 12 * 18_900 + 79_500, isDeviating: true }]);

    expect((await setPrice('A3', { cents: null, reason: '' })).statusCode).toBe(200);
    expect(await planStand('A3')).toMatchObject({ net: 12 * 189 + 795, specialPrice: false });
    expect((await calculate('A3')).json().total).toBe(12 * 189 + 795);
  });

  it('refuses a price without its reason, below zero or in fractions of a cent, a stand not on the plan, and sales staff', async () => {
    const noReason = await setPrice('B2', { cents: 100_000 }, admin, 'de');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ property: 'reason', message: expect.any(String) }]);
    expect((await setPrice('B2', { cents: -1, reason: 'x' })).json().errors[0].property).toBe('cents');
    expect((await setPrice('B2', { cents: 10.5, reason: 'x' })).statusCode).toBe(400);
    const unknown = await setPrice('Z99', { cents: 100, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toEqual({ property: 'stand', message: 'This stand is not on the event’s hall plan.' });
    expect((await setPrice('B2', { cents: 100, reason: 'x' }, sales)).statusCode).toBe(403);
    expect(await planStand('B2')).toMatchObject({ specialPrice: false });
  });
});
