import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildHallPlan, buildRegistration, buildStaff, CONTACT_PASSWORD, gridHall, STAFF_PASSWORD, type BuiltEvent, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

const rect = (x: number, y: number, w: number, h: number): [number, number][] => [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];

describe.each(engines)('stand wishes where the organiser decides (%s)', (engine) => {
  let t: TestApp;
  let event: BuiltEvent;
  let hallId: number;
  let staff: Record<string, string>;
  let alpha: BuiltRegistration;
  let beta: BuiltRegistration;
  let gamma: BuiltRegistration;
  beforeAll(async () => {
    t = await createTestApp(engine);
    event = await buildEvent(t.app, { standConfigs: [{ standType: 'inline', qmMin: 6 }, { standType: 'corner', qmMin: 6 }] });
    // Rows A and B in the north sector, C and D in the south one.
    const geometry = { ...gridHall(), sectors: [{ name: 'Nord', ring: rect(0, 0, 2800, 1100) }, { name: 'Süd', ring: rect(0, 1100, 2800, 1100) }] };
    hallId = (await buildHallPlan(t.app, { name: 'Testhalle 11', eventId: event.id, geometry })).id;
    await setSelling('request');
    alpha = await buildRegistration(t.app, { event, company: { name: 'Alpha Küchen GmbH' } });
    beta = await buildRegistration(t.app, { event, company: { name: 'Beta Bad KG' } });
    gamma = await buildRegistration(t.app, { event, company: { name: 'Gamma Holz AG' }, hall: 'Testhalle 11', standNr: 'B5' });
    staff = await loginAs(t.app, (await buildStaff(t.app, { role: 'sales' })).email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  async function setSelling(mode: 'self' | 'request' | 'placement') {
    await t.database.db.execute(sql`update events set stand_selling = ${mode} where id = ${event.id}`);
    t.app.catalogueChanges.changedHere('catalogue');
  }
  const exhibitor = (registration: BuiltRegistration) => loginAs(t.app, registration.contact.email, 'fe', CONTACT_PASSWORD);
  const wishes = async (registration: BuiltRegistration) =>
    (await t.app.inject({ method: 'GET', url: `/fe/rest/registration/${registration.id}/stand-wishes`, headers: await exhibitor(registration) })).json();
  const wish = async (registration: BuiltRegistration, body: object, lang = 'en') =>
    t.app.inject({ method: 'PUT', url: `/fe/rest/registration/${registration.id}/stand-wishes?lang=${lang}`, headers: await exhibitor(registration), payload: body });
  const states = async () => (await t.app.inject({ method: 'GET', url: `/pub/event/${event.id}/plan/states` })).json().states as { stand: string; state: string }[];
  const book = (stand: string, registration: BuiltRegistration) =>
    t.app.inject({ method: 'PUT', url: `/be/event/${event.id}/hall/${hallId}/stand/${stand}`, headers: staff, payload: { action: 'book', registrationId: registration.id } });
  const desk = async () => (await t.app.inject({ method: 'GET', url: `/be/event/${event.id}/stand-wishes`, headers: staff })).json().wishes as { company: string; unmet: string[]; placed: unknown }[];

  it('takes up to three free stands of the plan in order, shows them as requested, and refuses what cannot be wished', async () => {
    const before = await wishes(alpha);
    expect(before).toMatchObject({ standSelling: 'request', mayChange: true, wish: null, halls: [{ id: hallId, name: 'Testhalle 11', sectors: ['Nord', 'Süd'] }] });
    const offered = before.stands.map((stand: { stand: string }) => stand.stand);
    expect(offered).toContain('A2');
    expect(offered).not.toContain('B5');

    const saved = await wish(alpha, { stands: [{ hallId, stand: 'a2' }, { hallId, stand: 'A3' }], note: 'Gern nahe am Eingang' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await wishes(alpha)).wish).toMatchObject({ stands: [{ hallId, hall: 'Testhalle 11', stand: 'A2' }, { hallId, hall: 'Testhalle 11', stand: 'A3' }], note: 'Gern nahe am Eingang' });
    expect(await states()).toEqual(expect.arrayContaining([{ hallId, stand: 'A2', state: 'requested' }, { hallId, stand: 'B5', state: 'booked' }]));

    const booked = await wish(alpha, { stands: [{ hallId, stand: 'B5' }] }, 'de');
    expect(booked.statusCode).toBe(409);
    expect(booked.json().errors).toEqual([{ property: 'stands.0', message: 'Stand B5 (Testhalle 11) ist nicht mehr frei: bitte einen anderen Stand wählen.' }]);
    const unknown = await wish(alpha, { stands: [{ hallId, stand: 'A1' }, { hallId, stand: 'Z99' }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].property).toBe('stands.1');
    const four = await wish(alpha, { stands: ['A1', 'A4', 'A5', 'C1'].map((stand) => ({ hallId, stand })) });
    expect(four.statusCode).toBe(400);
    expect(four.json().errors[0].message).toBe('Please name at most three wished stands.');
    expect((await wish(alpha, { stands: [{ hallId, stand: 'A1' }, { hallId, stand: 'a 1' }] })).statusCode).toBe(400);
    // None of the refused ones changed the wish.
    expect((await wishes(alpha)).wish.stands.map((stand: { stand: string }) => stand.stand)).toEqual(['A2', 'A3']);
  });

  it('settles the wishes once staff place the exhibitor, and lists those its stand does not meet', async () => {
    expect((await book('C1', alpha)).statusCode).toBe(200);
    expect((await states()).find((row) => row.stand === 'A2')).toBeUndefined();
    expect((await wishes(alpha)).mayChange).toBe(false);
    const late = await wish(alpha, { stands: [{ hallId, stand: 'A4' }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].message).toContain('has a stand already');
    expect((await desk()).find((row) => row.company === 'Alpha Küchen GmbH')).toMatchObject({ placed: { hall: 'Testhalle 11', stand: 'C1' }, unmet: ['wishedStand'] });
  });

  it('takes a hall, a sector, neighbours and competitors where the organiser places, and flags a competitor beside the stand', async () => {
    await setSelling('placement');
    const otherHall = await wish(beta, { hallId: 999_999 });
    expect(otherHall.statusCode).toBe(404);
    expect(otherHall.json().errors).toEqual([{ property: 'hallId', message: 'This hall is not part of the event’s hall plan.' }]);
    const saved = await wish(beta, { hallId, sector: 'Süd', neighbours: 'Gamma Holz', avoid: 'Alpha Küchen' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await wishes(beta)).stands).toEqual([]);
    expect((await book('C2', beta)).statusCode).toBe(200);
    // C2 lies in the south sector beside Alpha on C1, and Gamma is far away on B5.
    expect((await desk()).find((row) => row.company === 'Beta Bad KG')).toMatchObject({ unmet: ['neighbour', 'competitorNextDoor'] });
    // An exhibitor placed before it wished anything states no wishes any more.
    expect((await wish(gamma, { hallId })).statusCode).toBe(409);
  });

  it('takes no wishes where exhibitors pick their stand themselves', async () => {
    await setSelling('self');
    const refused = await wish(beta, { note: 'x' });
    expect(refused.statusCode).toBe(409);
    expect((await wishes(beta)).mayChange).toBe(false);
  });
});
