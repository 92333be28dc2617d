import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { contacts, orders } from '../../platform/db/schema.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { kitchenFairCatalogue, newExhibitorOrder } from '../../../test/new-exhibitor-order.ts';

// A client that times out and sends its order again, many times and at once: every repeat with the same
// Idempotency-Key answers the first order's result, also while the first is still running, and exactly one
// order exists. On PostgreSQL the repeats alternate between two API instances with pools of their own.
describe.each(engines)('orders repeated with one Idempotency-Key (%s)', (engine) => {
  let t: TestApp;
  let second: { app: App; database?: Database };
  let apps: App[];
  beforeAll(async () => {
    t = await createTestApp(engine, { orderLimitPerAddress: 1000 });
    const database = engine === 'postgres' ? openDatabase({ databaseUrl: t.databaseUrl }) : undefined;
    second = { app: await buildApp({ db: database?.db ?? t.database.db, config: t.app.config }), database };
    apps = [t.app, second.app];
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
    await t.close();
  });

  const read = async (path: string) => (await t.app.inject({ url: path })).json();

  /** Sends the same request ten times at once, alternating between the instances. */
  const tenAtOnce = (request: { method: 'POST'; url: string; payload: object; headers: Record<string, string> }) =>
    Promise.all(Array.from({ length: 10 }, (_, i) => apps[i % 2]!.inject(request)));

  const expectOneAnswer = (responses: { statusCode: number; body: string }[]) => {
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const first = JSON.parse(responses[0]!.body);
    for (const response of responses) expect(JSON.parse(response.body)).toEqual(first);
  };

  it("places a new exhibitor's order once", async () => {
    const catalogue = await kitchenFairCatalogue(read);
    const email = `einmal.${engine}@holzwerk.example`;
    const responses = await tenAtOnce({
      method: 'POST',
      url: '/pub/order',
      payload: newExhibitorOrder(catalogue, email),
      headers: { 'idempotency-key': `new-exhibitor-${engine}` },
    });
    expectOneAnswer(responses);
    const [row] = await t.database.db.select({ n: count() }).from(contacts).where(eq(contacts.email, email));
    expect(row!.n).toBe(1);
  });

  it("places a registered company's media order once", async () => {
    const demo = await loginAs(t.app, 'demo@messeportal.example');
    const registrationId = (await t.app.inject({ url: '/fe/globaldata', headers: demo })).json().registrations[0].id;
    const medium = (await t.app.inject({ url: '/pub/event/1/medias' })).json().medias.find((m: { amountAvailable: number }) => m.amountAvailable >= 1);
    const [before] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.registrationId, registrationId));
    const responses = await tenAtOnce({
      method: 'POST',
      url: `/fe/rest/media/${registrationId}`,
      payload: { medias: [{ id: medium.id, amount: 1 }] },
      headers: { ...demo, 'idempotency-key': `media-${engine}` },
    });
    expectOneAnswer(responses);
    const [after] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.registrationId, registrationId));
    expect(after!.n).toBe(before!.n + 1);
  });

  it('requests a paid fireplace connection once', async () => {
    const other = await loginAs(t.app, 'other@messeportal.example');
    const registrationId = (await t.app.inject({ url: '/fe/globaldata', headers: other })).json().registrations[0].id;
    const connection = { deviceName: 'Nordlicht Aura 7', ovenType: 'stove', fuel: 'split_logs', maxPowerKw: 7.5, dischargePressurePa: 12, guidelinesAccepted: true };
    const responses = await tenAtOnce({
      method: 'POST',
      url: `/fe/rest/fireplace/${registrationId}`,
      payload: connection,
      headers: { ...other, 'idempotency-key': `fireplace-${engine}` },
    });
    expectOneAnswer(responses);
    expect(JSON.parse(responses[0]!.body).connections).toHaveLength(1);
  });

  it("registers a logged-in company once, though the first order's registration refuses the repeats' checks", async () => {
    const other = await loginAs(t.app, 'other@messeportal.example');
    const catalogue = await kitchenFairCatalogue(read);
    const { personal: _personal, ...order } = newExhibitorOrder(catalogue, 'unused@holzwerk.example');
    const responses = await tenAtOnce({ method: 'POST', url: '/fe/order', payload: order, headers: { ...other, 'idempotency-key': `exhibitor-${engine}` } });
    expectOneAnswer(responses);
  });
});
