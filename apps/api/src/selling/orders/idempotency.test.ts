import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { contacts, orders } from '../../platform/db/schema.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildContact, buildEvent, buildRegistration } from '../../../test/factories/index.ts';
import { buildOrderableEvent, newExhibitorOrder, type Catalogue } from '../../../test/new-exhibitor-order.ts';

// A client that times out and sends its order again, many times and at once: every repeat with the same
// Idempotency-Key answers the first order's result, also while the first is still running, and exactly one
// order exists. On PostgreSQL the repeats alternate between two API instances with pools of their own.
describe.each(engines)('orders repeated with one Idempotency-Key (%s)', (engine) => {
  let t: TestApp;
  let second: { app: App; database?: Database };
  let apps: App[];
  let catalogue: Catalogue;
  beforeAll(async () => {
    t = await createTestApp(engine, { orderLimitPerAddress: 1000 });
    catalogue = await buildOrderableEvent(t.app);
    const database = engine === 'postgres' ? openDatabase({ databaseUrl: t.databaseUrl }) : undefined;
    second = { app: await buildApp({ db: database?.db ?? t.database.db, config: t.app.config }), database };
    apps = [t.app, second.app];
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
    await t.close();
  });

  const loginOf = (contact: { email: string; password?: string }) => loginAs(t.app, contact.email, 'fe', contact.password);

  /** Sends the same request ten times at once, alternating between the instances. */
  const tenAtOnce = (request: { method: 'POST'; url: string; payload: object; headers: Record<string, string> }) =>
    Promise.all(Array.from({ length: 10 }, (_, i) => apps[i % 2]!.inject(request)));

  const expectOneAnswer = (responses: { statusCode: number; body: string }[]) => {
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const first = JSON.parse(responses[0]!.body);
    for (const response of responses) expect(JSON.parse(response.body)).toEqual(first);
  };

  it("places a new exhibitor's order once", async () => {
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
    const registration = await buildRegistration(t.app, { event: { id: catalogue.eventId } });
    const demo = await loginOf(registration.contact);
    const registrationId = registration.id;
    const medium = { id: catalogue.mediumId };
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
    const registration = await buildRegistration(t.app, { event: await buildEvent(t.app, { hasFireplaceConnections: true }) });
    const other = await loginOf(registration.contact);
    const registrationId = registration.id;
    const connection = { deviceName: 'Kaminofen Aura 7', ovenType: 'stove', fuel: 'split_logs', maxPowerKw: 7.5, dischargePressurePa: 12, guidelinesAccepted: true };
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
    // The main contact of a company not yet registered for the fair.
    const other = await loginOf(await buildContact(t.app, { isMainContact: true }));
    const { personal: _personal, ...order } = newExhibitorOrder(catalogue, 'unused@holzwerk.example');
    const responses = await tenAtOnce({ method: 'POST', url: '/fe/order', payload: order, headers: { ...other, 'idempotency-key': `exhibitor-${engine}` } });
    expectOneAnswer(responses);
  });
});
