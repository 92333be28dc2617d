import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, registrations } from '../../platform/db/schema.ts';
import { buildEvent, buildHallPlan, buildRegistration, buildStaff, CONTACT_PASSWORD, STAFF_PASSWORD, type BuiltEvent, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('the stands of an event’s plan at the desk (%s)', (engine) => {
  let t: TestApp;
  let event: BuiltEvent;
  let hallId: number;
  let staff: Record<string, string>;
  const exhibitors: BuiltRegistration[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    event = await buildEvent(t.app, { standConfigs: [{ standType: 'inline', qmMin: 6 }, { standType: 'corner', qmMin: 6 }] });
    hallId = (await buildHallPlan(t.app, { name: 'Testhalle 9', eventId: event.id })).id;
    for (const name of ['Alpha Küchen GmbH', 'Beta Bad KG', 'Gamma Holz AG', 'Delta Stein OHG']) exhibitors.push(await buildRegistration(t.app, { event, company: { name } }));
    staff = await loginAs(t.app, (await buildStaff(t.app, { role: 'sales' })).email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const change = (stand: string, body: object, lang = 'en') => t.app.inject({ method: 'PUT', url: `/be/event/${event.id}/hall/${hallId}/stand/${stand}?lang=${lang}`, headers: staff, payload: body });
  const desk = async () => (await t.app.inject({ method: 'GET', url: `/be/event/${event.id}/stand-sales`, headers: staff })).json();
  const standOf = async (registration: BuiltRegistration) => {
    const [row] = await t.database.db.select({ hall: registrations.hall, standNr: registrations.standNr }).from(registrations).where(eq(registrations.id, registration.id));
    return row;
  };
  const mailsTo = (email: string, kind: string) => t.database.db.select().from(outboxMails).where(sql`${outboxMails.recipient} = ${email} and ${outboxMails.kind} = ${kind}`);

  it('books a registration on a stand, tells the exhibitor, refuses the stand to the next and moves the first on', async () => {
    const [alpha, beta] = exhibitors as [BuiltRegistration, BuiltRegistration];
    expect((await desk()).unplaced.map((row: { company: string }) => row.company)).toContain('Alpha Küchen GmbH');
    expect((await change('A2', { action: 'book', registrationId: alpha.id })).statusCode).toBe(200);
    expect(await standOf(alpha)).toEqual({ hall: 'Testhalle 9', standNr: 'A2' });
    expect(await mailsTo(alpha.contact.email, 'stand_assigned')).toHaveLength(1);
    expect((await desk()).stands).toContainEqual(expect.objectContaining({ stand: 'A2', state: 'booked', company: 'Alpha Küchen GmbH' }));

    const taken = await change('A2', { action: 'book', registrationId: beta.id });
    expect(taken.statusCode).toBe(409);
    expect(await standOf(beta)).toEqual({ hall: '', standNr: '' });
    expect((await change('A3', { action: 'book', registrationId: alpha.id })).statusCode).toBe(200);
    expect((await change('A2', { action: 'book', registrationId: beta.id })).statusCode).toBe(200);
  });

  it('lets one of two desks placing two exhibitors on one stand at the same moment win, the other gets 409', async () => {
    const [, , gamma, delta] = exhibitors as BuiltRegistration[];
    const results = await Promise.all([change('C1', { action: 'book', registrationId: gamma!.id }), change('C1', { action: 'book', registrationId: delta!.id })]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    await change('C1', { action: 'release' });
    expect((await desk()).stands.find((row: { stand: string }) => row.stand === 'C1')).toBeUndefined();
  });

  it('keeps an optioned stand for its company, up to the options a company may hold, and refuses visitors a blocked one', async () => {
    const [, beta, gamma] = exhibitors as BuiltRegistration[];
    await t.database.db.execute(sql`update events set max_options_per_company = 1 where id = ${event.id}`);
    t.app.catalogueChanges.changedHere('catalogue');
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await change('B4', { action: 'option', companyId: gamma!.company.id, until, note: 'wartet auf Budget' })).statusCode).toBe(200);
    const second = await change('B5', { action: 'option', companyId: gamma!.company.id, until });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].message).toBe('This company already holds 1 options on stands of this event: please release one of them first.');
    expect((await change('B4', { action: 'book', registrationId: beta!.id })).statusCode).toBe(409);
    const nobody = await change('B5', { action: 'option', companyId: 999_999, until });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().errors).toEqual([{ property: 'companyId', message: 'This company does not exist.' }]);
    expect((await change('B4', { action: 'book', registrationId: gamma!.id })).statusCode).toBe(200);

    expect((await change('D5', { action: 'block', reason: '' })).statusCode).toBe(400);
    expect((await change('D5', { action: 'block', reason: 'Feuerwehrzufahrt' })).statusCode).toBe(200);
    const visitor = await t.app.inject({ method: 'POST', url: `/pub/event/${event.id}/stand-hold`, payload: { hallId, stand: 'D5' } });
    expect(visitor.statusCode).toBe(409);
    expect((await desk()).stands).toContainEqual(expect.objectContaining({ stand: 'D5', state: 'blocked', reason: 'Feuerwehrzufahrt' }));
  });

  it('proposes a stand by mail with the deadline; the exhibitor objects with a reason, then accepts another', async () => {
    const delta = exhibitors[3]!;
    expect((await change('D1', { action: 'propose', registrationId: delta.id })).statusCode).toBe(200);
    const [mail] = await mailsTo(delta.contact.email, 'stand_proposal');
    expect(mail!.text).toMatch(/Testhalle 9, (Stand|stand) D1/);
    expect(mail!.text).toMatch(/\d\d\.\d\d\.\d{4}/);
    const exhibitor = await loginAs(t.app, delta.contact.email, 'fe', CONTACT_PASSWORD);
    const answer = (body: object) => t.app.inject({ method: 'POST', url: `/fe/rest/registration/${delta.id}/stand-proposal?lang=en`, headers: exhibitor, payload: body });
    const shown = (await t.app.inject({ method: 'GET', url: `/fe/rest/registration/${delta.id}/stand-proposal`, headers: exhibitor })).json().proposal;
    expect(shown).toMatchObject({ hall: 'Testhalle 9', stand: 'D1', answer: null });
    expect((await answer({ answer: 'object', objection: ' ' })).json().errors).toEqual([{ property: 'objection', message: 'Please say briefly why the stand does not suit you.' }]);
    expect((await answer({ answer: 'object', objection: 'Zu weit vom Eingang' })).statusCode).toBe(200);
    const listed = await desk();
    expect(listed.proposals[0]).toMatchObject({ stand: 'D1', answer: 'objected', objection: 'Zu weit vom Eingang' });
    expect(listed.stands.find((row: { stand: string }) => row.stand === 'D1')).toBeUndefined();

    expect((await change('D2', { action: 'propose', registrationId: delta.id })).statusCode).toBe(200);
    expect((await answer({ answer: 'accept' })).statusCode).toBe(200);
    expect(await standOf(delta)).toEqual({ hall: 'Testhalle 9', standNr: 'D2' });
    expect((await answer({ answer: 'accept' })).statusCode).toBe(409);
  });

  it('counts silence past the deadline as accepted, and refuses the exhibitor’s answer after it', async () => {
    const late = await buildRegistration(t.app, { event, company: { name: 'Epsilon Licht GmbH' } });
    expect((await change('C5', { action: 'propose', registrationId: late.id })).statusCode).toBe(200);
    await t.database.db.execute(sql`update stand_proposals set deadline = now() - interval '1 minute' where registration_id = ${late.id}`);
    const exhibitor = await loginAs(t.app, late.contact.email, 'fe', CONTACT_PASSWORD);
    const tooLate = await t.app.inject({ method: 'POST', url: `/fe/rest/registration/${late.id}/stand-proposal?lang=en`, headers: exhibitor, payload: { answer: 'object', objection: 'Zu klein' } });
    expect(tooLate.statusCode).toBe(409);
    expect((await desk()).proposals[0]).toMatchObject({ registrationId: late.id, answer: 'deemed' });
    expect(await standOf(late)).toEqual({ hall: 'Testhalle 9', standNr: 'C5' });
  });
});
