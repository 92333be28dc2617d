import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMails, registrations } from '../../platform/db/schema.ts';
import { buildEvent, buildHallPlan, buildRegistration, buildStaff, STAFF_PASSWORD, type BuiltEvent, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('moving and swapping exhibitors on the desk’s plan (%s)', (engine) => {
  let t: TestApp;
  let event: BuiltEvent;
  let hallId: number;
  let staff: Record<string, string>;
  let colleague: Record<string, string>;
  const on: Record<string, BuiltRegistration> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    event = await buildEvent(t.app, { productGroups: ['Küchenmöbel', 'Bäder'] });
    hallId = (await buildHallPlan(t.app, { name: 'Testhalle 4', eventId: event.id })).id;
    const [kitchens, baths] = event.productGroups.map((group) => group.id);
    const booked: [string, string, number][] = [
      ['A1', 'Arve Küchen GmbH', kitchens!],
      ['A2', 'Birke Küchen KG', kitchens!],
      ['A4', 'Ceder Bad AG', baths!],
      ['C1', 'Douglas Holz OHG', baths!],
      ['C2', 'Eibe Stein GmbH', baths!],
    ];
    for (const [standNr, name, group] of booked) {
      on[standNr] = await buildRegistration(t.app, { event, company: { name }, hall: 'Testhalle 4', standNr, brands: [{ productGroupIds: [group] }] });
    }
    staff = await loginAs(t.app, (await buildStaff(t.app, { role: 'sales' })).email, 'be', STAFF_PASSWORD);
    colleague = await loginAs(t.app, (await buildStaff(t.app, { role: 'admin' })).email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const change = (stand: string, body: object, headers = staff) =>
    t.app.inject({ method: 'PUT', url: `/be/event/${event.id}/hall/${hallId}/stand/${stand}?lang=en`, headers, payload: body });
  const desk = async () => (await t.app.inject({ method: 'GET', url: `/be/event/${event.id}/stand-sales`, headers: staff })).json();
  const standOf = async (registration: BuiltRegistration) =>
    (await t.database.db.select({ standNr: registrations.standNr }).from(registrations).where(eq(registrations.id, registration.id)))[0]!.standNr;
  const mailsTo = (registration: BuiltRegistration) =>
    t.database.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, registration.contact.email), eq(outboxMails.kind, 'stand_assigned')));
  const bookedStands = async () => ((await desk()).stands as { stand: string; state: string; company: string }[]).filter((row) => row.state === 'booked');

  it('names each booked exhibitor’s product groups for the conflicts the desk flags', async () => {
    const answer = await desk();
    expect(answer.productGroups.map((group: { nameDe: string }) => group.nameDe)).toEqual(['Küchenmöbel', 'Bäder']);
    const kitchens = answer.productGroups[0].id;
    expect(answer.exhibitorGroups).toContainEqual({ registrationId: on.A1!.id, productGroupIds: [kitchens] });
    expect(answer.exhibitorGroups).toContainEqual({ registrationId: on.A2!.id, productGroupIds: [kitchens] });
    expect(answer.planChanges).toEqual([]);
  });

  it('moves a booked exhibitor to a free stand: the old one free, the new one booked, audited, the exhibitor told', async () => {
    const moved = await change('A5', { action: 'book', registrationId: on.A2!.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await standOf(on.A2!)).toBe('A5');
    const stands = await bookedStands();
    expect(stands).toContainEqual(expect.objectContaining({ stand: 'A5', company: 'Birke Küchen KG' }));
    expect(stands.find((row) => row.stand === 'A2')).toBeUndefined();
    const [mail] = await mailsTo(on.A2!);
    expect(mail!.text).toContain('Testhalle 4, Stand A5 (bisher Testhalle 4, Stand A2)');
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(on.A2!.id))));
    expect(entry).toMatchObject({ before: { hall: 'Testhalle 4', standNr: 'A2' }, after: { hall: 'Testhalle 4', standNr: 'A5' } });

    // Onto a stand another exhibitor has: refused by name, nothing moves.
    const taken = await change('A4', { action: 'book', registrationId: on.A2!.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].message).toBe('Stand A4 (Testhalle 4) is no longer available: please choose another stand.');
    expect(await standOf(on.A2!)).toBe('A5');
  });

  it('swaps the exhibitors of two booked stands, each told, and refuses a stand that is not booked', async () => {
    const swapped = await change('A1', { action: 'swap', hallId, stand: 'c 1' });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect([await standOf(on.A1!), await standOf(on.C1!)]).toEqual(['C1', 'A1']);
    expect((await mailsTo(on.A1!)).map((mail) => mail.text)).toEqual([expect.stringContaining('Stand C1 (bisher Testhalle 4, Stand A1)')]);
    expect(await mailsTo(on.C1!)).toHaveLength(1);

    const free = await change('A4', { action: 'swap', hallId, stand: 'B3' });
    expect(free.statusCode).toBe(409);
    expect(free.json().errors[0].message).toBe('Only two booked stands can be swapped: stand B3 (Testhalle 4) is not booked.');
    expect((await change('A4', { action: 'swap', hallId, stand: 'a4' })).statusCode).toBe(409);
    expect((await change('A4', { action: 'swap', hallId, stand: 'Z9' })).statusCode).toBe(404);
    expect(await standOf(on.A4!)).toBe('A4');
  });

  it('lets one of two desks moving two exhibitors onto one stand at the same moment win, the other gets 409', async () => {
    const [first, second] = [on.A4!, on.C2!];
    const results = await Promise.all([change('D5', { action: 'book', registrationId: first.id }), change('D5', { action: 'book', registrationId: second.id }, colleague)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = results[0]!.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect(await standOf(winner)).toBe('D5');
    expect(await standOf(loser)).toBe(loser === first ? 'A4' : 'C2');
  });

  it('runs a move and a swap of the same stands at once one after the other, never giving a stand twice', async () => {
    const [a, b] = [on.A1!, on.C1!];
    const results = await Promise.all([change('B1', { action: 'book', registrationId: a.id }), change('A1', { action: 'swap', hallId, stand: 'C1' }, colleague)]);
    for (const response of results) expect([200, 409], response.body).toContain(response.statusCode);
    const stands = (await t.database.db.select({ standNr: registrations.standNr }).from(registrations).where(and(eq(registrations.eventId, event.id), ne(registrations.standNr, '')))).map((row) => row.standNr);
    expect(new Set(stands).size).toBe(stands.length);
    expect(new Set([await standOf(a), await standOf(b)]).size).toBe(2);
  });
});
