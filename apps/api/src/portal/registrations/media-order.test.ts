import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mediaItems, orders } from '../../platform/db/schema.ts';
import { buildEvent, buildRegistration, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('ordering advertising media in the portal (%s)', (engine) => {
  let t: TestApp;
  let demo: Record<string, string>;
  let registrationId: number;
  let medium: { id: number };
  let hidden: { id: number };
  let registration: BuiltRegistration;
  /** Another company's registration for the same fair. */
  let another: BuiltRegistration;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // A medium with ten pieces, and one not offered to exhibitors (isConfigurator false).
    const event = await buildEvent(t.app, { media: [{ stock: 10 }, { isConfigurator: false }] });
    [medium, hidden] = [event.media[0]!, event.media[1]!];
    registration = await buildRegistration(t.app, { event });
    another = await buildRegistration(t.app, { event });
    demo = await loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
    registrationId = registration.id;
  });
  afterAll(() => t.close());

  const order = (medias: object[], headers = demo) =>
    t.app.inject({ method: 'POST', url: `/fe/rest/media/${registrationId}?lang=en-US`, headers, payload: { medias } });
  const available = async (id = medium.id) =>
    (await t.app.inject({ url: `/pub/event/${registration.event.id}/medias` })).json().medias.find((m: { id: number }) => m.id === id).amountAvailable;

  it('orders a medium, priced by the server, and the availability drops', async () => {
    const before = await available();
    const response = await order([{ id: medium.id, amount: 2 }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, positions: [{ amount: 2 }] });
    expect(await available()).toBe(before - 2);
    const [saved] = await t.database.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(saved).toMatchObject({ type: 'media', registrationId });
  });

  it('refuses more than is left, items not offered, empty orders and other companies', async () => {
    const left = await available();
    const tooMany = await order([{ id: medium.id, amount: left + 1 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([{ property: `media_${medium.id}`, message: `Only ${left} left.` }]);
    expect(await available()).toBe(left);
    expect((await order([{ id: hidden.id, amount: 1 }])).json().errors[0].property).toBe(`media_${hidden.id}`);
    expect((await order([])).statusCode).toBe(400);
    expect((await order([{ id: medium.id, amount: 1 }], await loginAs(t.app, another.contact.email, 'fe', another.contact.password))).statusCode).toBe(404);
  });

  it('never oversells when orders race for the last pieces', async () => {
    await t.database.db.update(mediaItems).set({ stock: sql`${mediaItems.ordered} + 2` }).where(eq(mediaItems.id, medium.id));
    const responses = await Promise.all(Array.from({ length: 6 }, () => order([{ id: medium.id, amount: 1 }])));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await available()).toBe(0);
  });

  it('is closed after the print deadline', async () => {
    await t.database.db.update(events).set({ printEndsAt: new Date(Date.now() - 1000) }).where(eq(events.id, registration.event.id));
    t.app.eventCatalog.invalidate();
    const response = await order([{ id: medium.id, amount: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe('The print deadline has passed: advertising media can no longer be ordered for this event.');
  });
});
