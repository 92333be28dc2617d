import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildRegistration } from '../../../test/factories/index.ts';
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

  it('requests connections at 3,290.00 € each, with translated labels', async () => {
    expect((await add(connection)).statusCode).toBe(200);
    const body = (await add({ ...connection, ovenType: 'pellet_stove', fuel: 'pellets' })).json();
    expect(body.connections.map((c: { ovenTypeLabel: string }) => c.ovenTypeLabel)).toEqual(['Stove', 'Pellet stove']);
    expect(body).toMatchObject({ maxConnections: 4, priceSingle: 3290, total: 6580 });
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
