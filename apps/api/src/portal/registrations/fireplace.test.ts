import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, registrations } from '../../platform/db/schema.ts';
import { buildEvent, buildRegistration, buildStaff, STAFF_PASSWORD } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

const connection = { deviceName: 'Kaminofen Aura 7', ovenType: 'stove', fuel: 'split_logs', maxPowerKw: 7.5, dischargePressurePa: 12, guidelinesAccepted: true };

describe.each(engines)('the fireplace request (%s)', (engine) => {
  let t: TestApp;
  let other: Record<string, string>;
  let demo: Record<string, string>;
  let registrationId: number;
  let kitchenRegistrationId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // A fireplace exhibitor at a fair with flue gas connections, and a kitchen exhibitor at a fair without.
    const fireplace = await buildRegistration(t.app, { event: await buildEvent(t.app, { hasFireplaceConnections: true }) });
    const kitchen = await buildRegistration(t.app);
    other = await loginAs(t.app, fireplace.contact.email, 'fe', fireplace.contact.password);
    demo = await loginAs(t.app, kitchen.contact.email, 'fe', kitchen.contact.password);
    registrationId = fireplace.id;
    kitchenRegistrationId = kitchen.id;
  });
  afterAll(() => t.close());

  const add = (payload: object, headers = other, id = registrationId) =>
    t.app.inject({ method: 'POST', url: `/fe/rest/fireplace/${id}?lang=en-US`, headers, payload });
  const list = () => t.app.inject({ url: `/fe/rest/fireplace/${registrationId}?lang=en-US`, headers: other }).then((r) => r.json());

  it('requests connections at 3,290.00 € each (a fair’s defaults), with translated labels, until the tech deadline', async () => {
    expect((await add(connection)).statusCode).toBe(200);
    const body = (await add({ ...connection, ovenType: 'pellet_stove', fuel: 'pellets' })).json();
    expect(body.connections.map((c: { ovenTypeLabel: string; state: string }) => [c.ovenTypeLabel, c.state])).toEqual([
      ['Stove', 'requested'],
      ['Pellet stove', 'requested'],
    ]);
    expect(body).toMatchObject({ maxConnections: 4, priceSingle: 3290, total: 6580, isOpen: true });
    const [registration] = await t.database.db.select({ eventId: registrations.eventId }).from(registrations).where(eq(registrations.id, registrationId));
    const [event] = await t.database.db.select({ techEndsAt: events.techEndsAt }).from(events).where(eq(events.id, registration!.eventId));
    expect(body.endsAt).toBe(event!.techEndsAt.toISOString());
  });

  it('refuses a fifth connection, also when requests race', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => add(connection)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().errors).toEqual([{ property: '', message: 'At most 4 flue gas connections are possible per exhibitor.' }]);
    expect((await list()).connections).toHaveLength(4);
  });

  it('deletes a connection of its own registration only', async () => {
    const [first] = (await list()).connections;
    const foreign = await t.app.inject({ method: 'DELETE', url: `/fe/rest/fireplace/${registrationId}/${first.id}`, headers: demo });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'DELETE', url: `/fe/rest/fireplace/${registrationId}/${first.id}`, headers: other });
    expect(own.json().connections).toHaveLength(3);
    expect((await t.app.inject({ method: 'DELETE', url: `/fe/rest/fireplace/${registrationId}/${first.id}`, headers: other })).statusCode).toBe(404);
  });

  it('checks every field with its message', async () => {
    const cases: [object, string, string][] = [
      [{ ...connection, guidelinesAccepted: false }, 'guidelinesAccepted', 'Please accept the guidelines for fireplaces.'],
      [{ ...connection, maxPowerKw: 0 }, 'maxPowerKw', 'The value must be at least 0.5.'],
      [{ ...connection, dischargePressurePa: 1000 }, 'dischargePressurePa', 'The value must be at most 100.'],
      [{ ...connection, ovenType: 'campfire' }, 'ovenType', 'This value is not allowed.'],
      [{ ...connection, deviceName: ' ' }, 'deviceName', 'This field must be filled in.'],
    ];
    for (const [payload, property, message] of cases) {
      const response = await add(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ property, message }]);
    }
  });

  it('exists only at a fair with connections, and never for another company', async () => {
    const kitchen = await add(connection, demo, kitchenRegistrationId);
    expect(kitchen.statusCode).toBe(404);
    expect(kitchen.json().errors[0].message).toBe('This event offers no flue gas connections.');
    expect((await add(connection, demo)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/fe/rest/fireplace/${registrationId}`, headers: demo })).statusCode).toBe(404);
  });
});

describe.each(engines)('the fireplace request at the event’s own price, limit and deadline (%s)', (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  const DAY = 86_400_000;
  beforeAll(async () => {
    t = await createTestApp(engine);
    staff = await loginAs(t.app, (await buildStaff(t.app, { role: 'sales' })).email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  /** An exhibitor of a fireplace fair with these settings, logged in. */
  const exhibitorAt = async (fields: Parameters<typeof buildEvent>[1]) => {
    const registration = await buildRegistration(t.app, { event: await buildEvent(t.app, { hasFireplaceConnections: true, ...fields }) });
    const headers = await loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
    const url = `/fe/rest/fireplace/${registration.id}?lang=en-US`;
    return {
      id: registration.id,
      add: (payload: object = connection) => t.app.inject({ method: 'POST', url, headers, payload }),
      list: async () => (await t.app.inject({ url, headers })).json(),
      withdraw: (connectionId: number) => t.app.inject({ method: 'DELETE', url: `/fe/rest/fireplace/${registration.id}/${connectionId}?lang=en-US`, headers }),
    };
  };
  const decide = (registrationId: number, connectionId: number, decision: 'confirm' | 'refuse') =>
    t.app.inject({ method: 'POST', url: `/be/registration/${registrationId}/fireplace/${connectionId}/${decision}`, headers: staff, ...(decision === 'refuse' && { payload: { reason: 'Kein Schornstein frei' } }) });

  it('prices each request at the event’s price of the moment and refuses one above its limit, translated', async () => {
    const exhibitor = await exhibitorAt({ fireplacePrice: 250_000, fireplaceMaxConnections: 2 });
    expect((await exhibitor.add()).statusCode).toBe(200);
    const second = await exhibitor.add();
    expect(second.json()).toMatchObject({ maxConnections: 2, priceSingle: 2500, total: 5000 });
    const third = await exhibitor.add();
    expect(third.statusCode).toBe(409);
    expect(third.json().errors).toEqual([{ property: '', message: 'At most 2 flue gas connections are possible per exhibitor.' }]);
    expect((await exhibitor.list()).connections).toHaveLength(2);
  });

  it('frees a place when staff refuse a connection, and keeps a confirmed one from being withdrawn', async () => {
    const exhibitor = await exhibitorAt({ fireplaceMaxConnections: 2 });
    const [first, second] = [(await exhibitor.add()).json().connections[0], (await exhibitor.add()).json().connections[1]];
    expect((await decide(exhibitor.id, first.id, 'confirm')).statusCode).toBe(200);
    expect((await decide(exhibitor.id, second.id, 'refuse')).statusCode).toBe(200);
    const third = await exhibitor.add();
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().connections.map((c: { state: string; refusalReason: string }) => [c.state, c.refusalReason])).toEqual([
      ['confirmed', ''],
      ['refused', 'Kein Schornstein frei'],
      ['requested', ''],
    ]);
    // The refused one costs nothing: 2 × 3,290.00 €.
    expect(third.json().total).toBe(6580);

    const confirmed = await exhibitor.withdraw(first.id);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().errors[0].message).toBe('This flue gas connection is confirmed and can no longer be withdrawn. Please contact the organiser.');
    expect((await exhibitor.withdraw(second.id)).statusCode).toBe(200);
    expect((await exhibitor.list()).connections).toHaveLength(2);
  });

  it('takes requests until the event’s own deadline, after the tech deadline too, and none after it', async () => {
    const late = await exhibitorAt({ techEndsAt: new Date(Date.now() - DAY), fireplaceEndsAt: new Date(Date.now() + DAY) });
    expect((await late.add()).statusCode).toBe(200);
    expect((await late.list()).isOpen).toBe(true);

    const closed = await exhibitorAt({ fireplaceEndsAt: new Date(Date.now() - DAY) });
    const refused = await closed.add();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe('The deadline has passed: flue gas connections can no longer be requested or withdrawn for this event.');
    expect(await closed.list()).toMatchObject({ connections: [], isOpen: false });
  });
});
