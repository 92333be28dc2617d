import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../platform/db/schema.ts';
import { buildEvent, buildHallPlan, buildRegistration, buildStaff, STAFF_PASSWORD, type BuiltEvent, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('stand proposals sent to a selection at once (%s)', (engine) => {
  let t: TestApp;
  let event: BuiltEvent;
  let hallId: number;
  let staff: Record<string, string>;
  const unplaced: BuiltRegistration[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    event = await buildEvent(t.app, { standSelling: 'placement' });
    hallId = (await buildHallPlan(t.app, { name: 'Testhalle 5', eventId: event.id })).id;
    for (const name of ['Ahorn Möbel GmbH', 'Buche Leuchten KG', 'Cedar Tiles Ltd', 'Dattel Glas AG']) unplaced.push(await buildRegistration(t.app, { event, company: { name } }));
    await buildRegistration(t.app, { event, company: { name: 'Esche Türen GmbH' }, hall: 'Testhalle 5', standNr: 'B2' });
    staff = await loginAs(t.app, (await buildStaff(t.app, { role: 'sales' })).email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const propose = (proposals: object[], lang = 'de') =>
    t.app.inject({ method: 'POST', url: `/be/event/${event.id}/stand-proposals?lang=${lang}`, headers: staff, payload: { proposals } });
  const proposalMails = (registration: BuiltRegistration) =>
    t.database.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, registration.contact.email), eq(outboxMails.kind, 'stand_proposal')));

  it('sends every proposal it can, each in its own transaction with its mail, and says why each other one was not sent', async () => {
    const [ahorn, buche, cedar, dattel] = unplaced as [BuiltRegistration, BuiltRegistration, BuiltRegistration, BuiltRegistration];
    const response = await propose([
      { registrationId: ahorn.id, hallId, stand: 'A1' },
      // The same stand for a second exhibitor: taken by the first a moment before.
      { registrationId: buche.id, hallId, stand: 'a 1' },
      { registrationId: cedar.id, hallId, stand: 'A3' },
      { registrationId: ahorn.id, hallId, stand: 'A4' },
      { registrationId: dattel.id, hallId, stand: 'B2' },
      { registrationId: dattel.id + 1000, hallId, stand: 'A5' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { registrationId: ahorn.id, hallId, stand: 'A1', sent: true, message: '' },
      { registrationId: buche.id, hallId, stand: 'a 1', sent: false, message: 'Stand A1 (Testhalle 5) ist nicht mehr frei: bitte einen anderen Stand wählen.' },
      { registrationId: cedar.id, hallId, stand: 'A3', sent: true, message: '' },
      {
        registrationId: ahorn.id,
        hallId,
        stand: 'A4',
        sent: false,
        message: 'Dieser Anmeldung wird in derselben Auswahl schon ein Stand vorgeschlagen: je Anmeldung bitte nur einen Stand.',
      },
      { registrationId: dattel.id, hallId, stand: 'B2', sent: false, message: 'Stand B2 (Testhalle 5) ist nicht mehr frei: bitte einen anderen Stand wählen.' },
      { registrationId: dattel.id + 1000, hallId, stand: 'A5', sent: false, message: 'Diese Anmeldung gibt es nicht.' },
    ]);
    expect(await proposalMails(ahorn)).toHaveLength(1);
    expect(await proposalMails(cedar)).toHaveLength(1);
    expect(await proposalMails(buche)).toHaveLength(0);
    expect(await proposalMails(dattel)).toHaveLength(0);

    const desk = (await t.app.inject({ method: 'GET', url: `/be/event/${event.id}/stand-sales`, headers: staff })).json();
    expect(desk.stands).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ stand: 'A1', state: 'proposed', registrationId: ahorn.id }),
        expect.objectContaining({ stand: 'A3', state: 'proposed', registrationId: cedar.id }),
      ]),
    );
    expect(desk.proposals.filter((proposal: { answer: string | null }) => proposal.answer === null)).toHaveLength(2);
  });

  it('refuses an empty selection or one beyond the limit with a translated reason, sending nothing', async () => {
    const empty = await propose([], 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ property: 'proposals', message: 'This field must be filled in.' }]);
    const many = Array.from({ length: 101 }, (_, i) => ({ registrationId: unplaced[3]!.id, hallId, stand: `C${i}` }));
    expect((await propose(many, 'en')).statusCode).toBe(400);
    expect(await proposalMails(unplaced[3]!)).toHaveLength(0);
  });
});
