import type { HallGeometry, PlanStand } from '@messeportal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../platform/db/schema.ts';
import { buildCompany, buildContact, buildEvent, buildHallPlan, buildRegistration, buildStaff, gridHall, STAFF_PASSWORD, type BuiltEvent, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

/** The plan as a drawing program exports it: an SVG in centimetres with the hall and the stands in groups named by role. */
function svgOf(geometry: HallGeometry): string {
  const points = (ring: PlanStand['ring']) => ring.map(([x, y]) => `${x},${y}`).join(' ');
  const [width, height] = [geometry.outline[2]![0], geometry.outline[2]![1]];
  const stands = geometry.stands.map((stand) => `<polygon points="${points(stand.ring)}"/><text x="${stand.ring[0]![0] + 50}" y="${stand.ring[0]![1] + 50}">${stand.number}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}cm" height="${height}cm" viewBox="0 0 ${width} ${height}"><g id="halle"><polygon points="${points(geometry.outline)}"/></g><g id="staende">${stands.join('')}</g></svg>`;
}

const shifted = (stand: PlanStand, dx: number, widen = 0): PlanStand => ({
  ...stand,
  ring: stand.ring.map(([x, y], i) => [x + dx + (i === 1 || i === 2 ? widen : 0), y] as [number, number]),
});

describe.each(engines)('booked stands a new plan version changes (%s)', (engine) => {
  let t: TestApp;
  let event: BuiltEvent;
  let hallId: number;
  let admin: Record<string, string>;
  let sales: Record<string, string>;
  const plan = gridHall();
  const booked: Record<string, BuiltRegistration> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    event = await buildEvent(t.app);
    hallId = (await buildHallPlan(t.app, { name: 'Testhalle 8', geometry: plan, eventId: event.id })).id;
    booked.A5 = await buildRegistration(t.app, { event, company: { name: 'Erle Küchen GmbH' }, hall: 'Testhalle 8', standNr: 'A5' });
    const cedar = await buildCompany(t.app, { name: 'Cedar Interiors Ltd' });
    const english = await buildContact(t.app, { companyId: cedar.id, isMainContact: true, lang: 'en' });
    booked.C2 = await buildRegistration(t.app, { event, company: cedar, contact: english, hall: 'Testhalle 8', standNr: 'C2' });
    booked.B2 = await buildRegistration(t.app, { event, company: { name: 'Buche Bad KG' }, hall: 'Testhalle 8', standNr: 'B2' });
    admin = await loginAs(t.app, (await buildStaff(t.app, { role: 'admin' })).email, 'be', STAFF_PASSWORD);
    sales = await loginAs(t.app, (await buildStaff(t.app, { role: 'sales' })).email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const desk = async () => (await t.app.inject({ method: 'GET', url: `/be/event/${event.id}/stand-sales`, headers: sales })).json();
  const mailsTo = (registration: BuiltRegistration) =>
    t.database.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, registration.contact.email), eq(outboxMails.kind, 'stand_plan_changed')));

  it('tells the exhibitors of booked stands the version widens or moves, in their language, and lists them at the desk', async () => {
    // A5 one metre wider at the row's free end; the double row C/D one metre to the right, into the aisle by the wall.
    const next = { ...plan, stands: plan.stands.map((stand) => (stand.number === 'A5' ? shifted(stand, 0, 100) : /^[CD]/.test(stand.number) ? shifted(stand, 100) : stand)) };
    const saved = await t.app.inject({
      method: 'POST',
      url: `/be/admin/hall/${hallId}/import?format=svg&accept=true`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(svgOf(next)),
    });
    expect(saved.json().savedVersion, saved.body).toBe(2);

    const [widened] = await mailsTo(booked.A5!);
    expect(widened!.subject).toMatch(/^Ihr Stand auf der Testmesse \d+ hat sich geändert$/);
    expect(widened!.text).toContain('Seine Fläche oder Form hat sich geändert: bisher 12,00 m², jetzt 15,00 m².');
    expect(widened!.text).not.toContain('anderer Stelle');
    expect(widened!.text).toContain(`/#/registration/show/${booked.A5!.id}`);
    const [moved] = await mailsTo(booked.C2!);
    expect(moved!.subject).toMatch(/^Your stand at Test fair \d+ has changed$/);
    expect(moved!.text).toContain('It now lies at a slightly different place in the hall; its number stays the same.');
    expect(moved!.text).not.toContain('m² until now');
    expect(await mailsTo(booked.B2!)).toEqual([]);

    const changes = (await desk()).planChanges;
    expect(changes).toEqual([
      expect.objectContaining({ registrationId: booked.A5!.id, company: 'Erle Küchen GmbH', hallId, stand: 'A5', version: 2, areaBeforeM2: 12, areaAfterM2: 15, resized: true, moved: true }),
      expect.objectContaining({ registrationId: booked.C2!.id, company: 'Cedar Interiors Ltd', hallId, stand: 'C2', version: 2, areaBeforeM2: 12, areaAfterM2: 12, resized: false, moved: true }),
    ]);
  });

  it('lists a notice until staff have seen it, and answers 404 for another event’s or none', async () => {
    const [first] = (await desk()).planChanges;
    const seen = (id: number, eventId = event.id) => t.app.inject({ method: 'POST', url: `/be/event/${eventId}/stand-change/${id}/seen?lang=en`, headers: sales, payload: {} });
    expect((await seen(first.id)).statusCode).toBe(200);
    expect((await seen(first.id)).statusCode).toBe(200);
    expect((await desk()).planChanges.map((change: { stand: string }) => change.stand)).toEqual(['C2']);
    const other = await buildEvent(t.app);
    const elsewhere = await seen((await desk()).planChanges[0].id, other.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errors).toEqual([{ property: 'id', message: 'This notice does not exist (any more).' }]);
    expect((await seen(999_999)).statusCode).toBe(404);
    expect((await desk()).planChanges).toHaveLength(1);
  });
});
