import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../platform/db/schema.ts';
import { buildMedium, buildStaff } from '../../../test/factories/index.ts';
import { buildOrderableEvent } from '../../../test/new-exhibitor-order.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('the offer a customer orders is the offer stored (%s)', (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let eventId: number;
  let standConfigId: number;
  let productGroupId: number;
  let media: { id: number }[];
  let cleaningId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { orderLimitPerAddress: 1000 });
    const catalogue = await buildOrderableEvent(t.app);
    ({ eventId, cornerId: standConfigId, productGroupId, cleaningId } = catalogue);
    media = [{ id: catalogue.mediumId }, await buildMedium(t.app, eventId, { stock: 5 })];
    const account = await buildStaff(t.app);
    staff = await loginAs(t.app, account.email, 'be', account.password);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const mailed = () => ({
    eventId,
    email: 'angebot@holzwerk.example',
    stand: { standConfigId, qm: 24 },
    medias: [{ id: media[0]!.id, amount: 1 }],
    brands: [{ id: 0, name: 'Holzwerk', productgroupsIds: [productGroupId] }],
    orderBooks: [],
  });

  it('stores the changed configuration and its total when the mailed offer is ordered after changes', async () => {
    const { offer } = (await post('/pub/send_configurator', mailed())).json();
    const changed = {
      ...mailed(),
      uuid: offer.uuid,
      agb: true,
      cancellationPolicy: true,
      stand: { standConfigId, qm: 36 },
      medias: [{ id: media[1]!.id, amount: 2 }],
      orderBooks: [{ id: cleaningId, amount: 36 }],
      personal: {
        company: { name: 'Holzwerk Angebot GmbH', email: 'firma@angebot.example', phone: '+49 30 1234567' },
        address: { street: 'Allee 2', zip: '10115', city: 'Berlin', country: 'de' },
        contact: { gender: 3, lang: 'de', firstName: 'Ida', name: 'Holz', email: 'ida@angebot.example', passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
      },
    };
    const ordered = await post('/pub/order', changed);
    expect(ordered.statusCode, ordered.body).toBe(200);

    const { offer: stored } = (await t.app.inject({ url: `/pub/offer/${offer.uuid}` })).json();
    expect(stored).toMatchObject({ isOrdered: true, data: { stand: { qm: 36 }, medias: [{ id: media[1]!.id, amount: 2 }], orderBooks: [{ id: cleaningId, amount: 36 }] } });
    expect(JSON.stringify(stored.data)).not.toContain('Geheim-Messe-27');

    const [order] = await t.database.db.select().from(orders).where(eq(orders.offerId, offer.id));
    const list = (await t.app.inject({ url: `/be/event/${eventId}/offers?search=Holzwerk Angebot`, headers: staff })).json();
    expect(list.offers.find((o: { id: number }) => o.id === offer.id)).toMatchObject({ totalNet: order!.netCents, isOrdered: true });
  });
});
