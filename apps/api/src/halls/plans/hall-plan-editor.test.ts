import type { HallGeometry } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildHallPlan, buildStaff, CONTACT_PASSWORD, gridHall, STAFF_PASSWORD } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

/** The plan with stand `number` moved by dx, dy centimetres. */
const moved = (geometry: HallGeometry, number: string, dx: number, dy: number): HallGeometry => ({
  ...geometry,
  stands: geometry.stands.map((stand) => (stand.number === number ? { ...stand, ring: stand.ring.map(([x, y]): [number, number] => [x + dx, y + dy]) } : stand)),
});

describe.each(engines)('the plan editor’s saves (%s)', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const staff = await buildStaff(t.app, { role: 'admin', name: 'Edda Editor' });
    admin = await loginAs(t.app, staff.email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const save = (hallId: number, body: object, headers = admin, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/be/admin/hall/${hallId}/versions?lang=${lang}`, headers, payload: body });
  const hallAnswer = async (hallId: number) => (await t.app.inject({ method: 'GET', url: `/be/admin/hall/${hallId}`, headers: admin })).json();

  it('saves the drawn plan as the next version, by whom and without a file name', async () => {
    const hall = await buildHallPlan(t.app);
    // A1 moved 1 m away from the wall: still in the hall, still beside A2.
    const drawn = moved(hall.geometry, 'A1', 0, -100);
    const saved = await save(hall.id, { geometry: drawn, basedOn: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, version: 2 });

    const answer = await hallAnswer(hall.id);
    expect(answer.hall.versions[0]).toMatchObject({ version: 2, standCount: 20, source: '', actor: 'Edda Editor' });
    expect(answer.plan.version).toBe(2);
    expect(answer.plan.geometry.stands.find((stand: { number: string }) => stand.number === 'A1').ring).toEqual(drawn.stands[0]!.ring);
  });

  it('saves a hall’s first plan based on no version', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/be/admin/halls', headers: admin, payload: { name: 'Leere Halle' } });
    const hallId = created.json().id as number;
    const saved = await save(hallId, { geometry: gridHall({ rows: 1, perRow: 2 }), basedOn: null });
    expect(saved.json()).toEqual({ success: true, version: 1 });
    expect((await hallAnswer(hallId)).hall).toMatchObject({ version: 1, standCount: 4 });
  });

  it('refuses a plan drawn on an older version with 409 and stores nothing', async () => {
    const hall = await buildHallPlan(t.app);
    expect((await save(hall.id, { geometry: moved(hall.geometry, 'A1', 0, -50), basedOn: 1 })).statusCode).toBe(200);
    // A colleague still on version 1 saves too late.
    const late = await save(hall.id, { geometry: moved(hall.geometry, 'B1', 0, 50), basedOn: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual([{ property: '', message: 'A newer version was saved meanwhile (version 2). Please reload and make the change there again.' }]);
    const answer = await hallAnswer(hall.id);
    expect(answer.hall.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(answer.plan.geometry.stands.find((stand: { number: string }) => stand.number === 'B1').ring).toEqual(hall.geometry.stands.find((stand) => stand.number === 'B1')!.ring);
  });

  it('refuses a plan with overlapping stands with 400, naming them in the caller’s language, and stores nothing', async () => {
    const hall = await buildHallPlan(t.app);
    // A1 (4 m wide) pushed 2 m onto A2.
    const refused = await save(hall.id, { geometry: moved(hall.geometry, 'A1', 200, 0), basedOn: 1 }, admin, 'de');
    expect(refused.statusCode).toBe(400);
    const messages = refused.json().errors.map((error: { property: string; message: string }) => error.message);
    expect(messages).toContain('Die Stände A1 und A2 überschneiden sich. Bitte verschieben oder verkleinern Sie einen davon.');
    expect(refused.json().errors.every((error: { property: string }) => error.property === 'geometry')).toBe(true);
    expect((await hallAnswer(hall.id)).hall.versions).toHaveLength(1);
  });

  it('refuses a malformed plan field by field and a hall that does not exist', async () => {
    const hall = await buildHallPlan(t.app);
    const noStandNumber = { ...hall.geometry, stands: [{ number: '', ring: hall.geometry.stands[0]!.ring }] };
    const malformed = await save(hall.id, { geometry: noStandNumber, basedOn: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].property).toBe('geometry.stands.0.number');
    const missing = await save(999_999, { geometry: hall.geometry, basedOn: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe('This hall does not exist (any more).');
    expect((await hallAnswer(hall.id)).hall.versions).toHaveLength(1);
  });

  it('refuses an exhibitor and staff without the catalogue’s write right, and stores nothing', async () => {
    const hall = await buildHallPlan(t.app);
    const body = { geometry: moved(hall.geometry, 'A1', 0, -50), basedOn: 1 };
    const contact = await buildContact(t.app);
    const exhibitor = await loginAs(t.app, contact.email, 'fe', CONTACT_PASSWORD);
    const sales = await buildStaff(t.app, { role: 'sales' });
    const salesHeaders = await loginAs(t.app, sales.email, 'be', STAFF_PASSWORD);
    for (const headers of [exhibitor, salesHeaders]) {
      const refused = await save(hall.id, body, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual([{ property: '', message: 'You are not allowed to do this.' }]);
    }
    expect((await save(hall.id, body, {})).statusCode).toBe(401);
    expect((await hallAnswer(hall.id)).hall.versions).toHaveLength(1);
  });
});
