import { eq, sql } from 'drizzle-orm';
import { companies, registrations } from '../../platform/db/schema.ts';
import { newExhibitorOrder } from '../../../test/new-exhibitor-order.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildHallPlan, buildRegistration, flat, perQm, type BuiltEvent } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('stands held on an event’s plan (%s)', (engine) => {
  let t: TestApp;
  let event: BuiltEvent;
  let eventId: number;
  let hallId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    event = await buildEvent(t.app, {
      standConfigs: [
        { standType: 'inline', nameDe: 'Reihenstand', nameEn: 'In-line stand', qmMin: 6, qmMax: 100, priceRules: [perQm(18_900), flat(79_500)] },
        { standType: 'corner', nameDe: 'Eckstand', nameEn: 'Corner stand', qmMin: 6, qmMax: 150, priceRules: [perQm(20_900), flat(79_500)] },
      ],
    });
    eventId = event.id;
    // Two double rows of five 4 × 3 m stands: A and B back to back, C and D back to back.
    hallId = (await buildHallPlan(t.app, { name: 'Testhalle 7', eventId })).id;
  });
  afterAll(() => t.close());

  const hold = (stand: string, token?: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/pub/event/${eventId}/stand-hold?lang=${lang}`, payload: { hallId, stand, ...(token && { token }) } });
  const states = async () => (await t.app.inject({ method: 'GET', url: `/pub/event/${eventId}/plan/states` })).json().states as { stand: string; state: string }[];
  const heldBy = async (token: string) => (await t.app.inject({ method: 'GET', url: `/pub/event/${eventId}/stand-hold?token=${token}` })).json().hold;

  it('sells each stand as the stand type its open sides and area make it, at the configurator’s price', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/pub/event/${eventId}/plan` });
    expect(response.statusCode).toBe(200);
    const [hall] = response.json().halls;
    expect(hall).toMatchObject({ id: hallId, name: 'Testhalle 7', version: 1 });
    const stand = (number: string) => hall.stands.find((candidate: { number: string }) => candidate.number === number);
    // A row's end stand is open to the front and the side; the ones between only to the front.
    expect(stand('A1')).toMatchObject({ areaM2: 12, openSides: 2, kind: 'corner' });
    expect(stand('A3')).toMatchObject({ areaM2: 12, openSides: 1, kind: 'inline' });
    const configurator = await t.app.inject({ method: 'POST', url: '/pub/calculate_configurator', payload: { eventId, standConfigId: stand('A1').standConfigId, qm: 12 } });
    expect(stand('A1').net).toBe(configurator.json().total);
    expect(stand('A3').net).toBe(12 * 189 + 795);
  });

  it('answers the plan gzipped with an ETag, and 304 to a browser that holds it', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/pub/event/${eventId}/plan`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: `/pub/event/${eventId}/plan`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('holds a stand for one visitor, refuses it to the next by name, renews it and gives it up when the visitor takes another', async () => {
    const first = await hold('A2');
    expect(first.statusCode, first.body).toBe(200);
    const { token, until } = first.json();
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await states()).toContainEqual({ hallId, stand: 'A2', state: 'held' });
    expect(await heldBy(token)).toEqual({ hallId, stand: 'A2', until });

    const second = await hold('a 2', undefined, 'de');
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual([{ property: 'stand', message: 'Stand A2 (Testhalle 7) ist nicht mehr frei: bitte einen anderen Stand wählen.' }]);

    const renewed = await hold('A2', token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().token).toBe(token);
    const moved = await hold('A4', token);
    expect(moved.statusCode).toBe(200);
    const now = await states();
    expect(now).toContainEqual({ hallId, stand: 'A4', state: 'held' });
    expect(now.find((row) => row.stand === 'A2')).toBeUndefined();
    expect(await heldBy(token)).toMatchObject({ stand: 'A4' });

    await t.app.inject({ method: 'DELETE', url: `/pub/event/${eventId}/stand-hold`, payload: { token } });
    expect((await states()).find((row) => row.stand === 'A4')).toBeUndefined();
    expect(await heldBy(token)).toBeNull();
  });

  it('frees a stand whose hold has run out, for the next visitor', async () => {
    expect((await hold('B1')).statusCode).toBe(200);
    await t.database.db.execute(sql`update stand_sales set until = now() - interval '1 second' where stand_number = 'B1'`);
    expect((await states()).find((row) => row.stand === 'B1')).toBeUndefined();
    expect((await hold('B1')).statusCode).toBe(200);
  });

  it('books the stand an order holds, as the stand type and size the plan says, and refuses an order whose hold ran out', async () => {
    const order = (stand: string, holdToken: string, email: string) => ({
      ...newExhibitorOrder({ eventId, cornerId: 0, cleaningId: 0, mediumId: 0, productGroupId: 0 }, email),
      // What the browser sent for the stand type and size does not count: the plan decides.
      stand: { standConfigId: event.standConfigs[0]!.id, qm: 99, plan: { hallId, stand, holdToken } },
      medias: [],
      orderBooks: [],
      brands: [],
    });
    const { token } = (await hold('A5')).json();
    const placed = await t.app.inject({ method: 'POST', url: '/pub/order', payload: order('A5', token, 'eckstand@holzwerk.example') });
    expect(placed.statusCode, placed.body).toBe(200);
    const [registration] = await t.database.db.select().from(registrations).where(eq(registrations.id, placed.json().registrationId));
    const corner = event.standConfigs.find((config) => config.standType === 'corner')!;
    expect(registration).toMatchObject({ hall: 'Testhalle 7', standNr: 'A5', standConfigId: corner.id, standType: 'corner', standSize: 12 });
    expect(await states()).toContainEqual({ hallId, stand: 'A5', state: 'booked' });

    const late = (await hold('B3')).json();
    await t.database.db.execute(sql`update stand_sales set until = now() - interval '1 second' where stand_number = 'B3'`);
    const refused = await t.app.inject({ method: 'POST', url: '/pub/order?lang=en', payload: order('B3', late.token, 'spaet@holzwerk.example') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ property: 'stand', message: 'The hold on stand B3 (Testhalle 7) has run out. Please choose the stand on the hall plan again.' }]);
    expect(await t.database.db.select().from(companies).where(eq(companies.email, 'firma.spaet@holzwerk.example'))).toEqual([]);
  });

  it('refuses a booked stand, a stand not on the plan, and any stand where the organiser places the exhibitors', async () => {
    await buildRegistration(t.app, { event, hall: 'testhalle 7', standNr: 'C3' });
    expect(await states()).toContainEqual({ hallId, stand: 'C3', state: 'booked' });
    expect((await hold('C3')).statusCode).toBe(409);
    const unknown = await hold('Z99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toEqual({ property: 'stand', message: 'This stand is not on the event’s hall plan.' });
    await t.database.db.execute(sql`update events set stand_selling = 'placement' where id = ${eventId}`);
    t.app.catalogueChanges.changedHere('catalogue');
    const placed = await hold('D1');
    expect(placed.statusCode).toBe(409);
    expect(placed.json().errors[0].message).toContain('the organiser allocates the stands');
  });
});
