import type { HallGeometry } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import { registrations } from '../../platform/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildRegistration, buildStaff, gridHall, STAFF_PASSWORD } from '../../../test/factories/index.ts';
import { duplicateNumbersSvg, pngFile, smallHallDxf, smallHallSvg } from '../../../test/hall-plan-files.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

/** A plan as an organiser's drawing program exports it: an SVG in centimetres with the groups named by role. */
function svgOf(geometry: HallGeometry): string {
  const points = (ring: [number, number][]) => ring.map(([x, y]) => `${x},${y}`).join(' ');
  const [, [width], [, height]] = [null, geometry.outline[1]!, geometry.outline[2]!];
  const stands = geometry.stands.map((stand) => {
    const [x, y] = stand.ring[0]!;
    return `<polygon points="${points(stand.ring)}"/><text x="${x + 50}" y="${y + 50}">${stand.number}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}cm" height="${height}cm" viewBox="0 0 ${width} ${height}"><g id="halle"><polygon points="${points(geometry.outline)}"/></g><g id="staende">${stands.join('')}</g></svg>`;
}

describe.each(engines)('the organiser’s hall plans (%s)', (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await buildStaff(t.app, { role: 'admin', name: 'Hanna Hallen' });
    staff = await loginAs(t.app, admin.email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: staff, ...(payload && { payload }) });
  const upload = (hallId: number, file: string | Buffer, query: string) =>
    t.app.inject({ method: 'POST', url: `/be/admin/hall/${hallId}/import?${query}`, headers: { ...staff, 'content-type': 'application/octet-stream' }, payload: Buffer.from(file) });
  const newHall = async (name: string) => (await call('POST', '/be/admin/halls', { name })).json().id as number;

  it('previews an SVG without storing it, then takes it as the hall’s first version', async () => {
    const hallId = await newHall('Testhalle 3');
    expect((await call('POST', '/be/admin/halls?lang=en', { name: 'testhalle 3' })).json().errors).toEqual([{ property: 'name', message: 'A hall with this name exists already.' }]);

    const preview = await upload(hallId, smallHallSvg(), 'format=svg&fileName=halle3.svg');
    expect(preview.statusCode, preview.body).toBe(200);
    const read = preview.json();
    expect(read).toMatchObject({ format: 'svg', diff: null, acceptable: true, savedVersion: null });
    expect(read.stands.map((stand: { number: string }) => stand.number).sort()).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5']);
    // 3 × 4 m drawn in millimetres.
    expect(read.stands.find((stand: { number: string }) => stand.number === 'A3')).toMatchObject({ areaM2: 12 });
    expect(read.problems.filter((problem: { blocking: boolean }) => problem.blocking)).toEqual([]);
    expect((await call('GET', `/be/admin/hall/${hallId}`)).json()).toMatchObject({ hall: { version: null, versions: [] }, plan: null });

    const accepted = (await upload(hallId, smallHallSvg(), 'format=svg&fileName=halle3.svg&accept=true')).json();
    expect(accepted.savedVersion).toBe(1);
    const hall = (await call('GET', `/be/admin/hall/${hallId}`)).json();
    expect(hall.hall).toMatchObject({ name: 'Testhalle 3', version: 1, standCount: 10 });
    expect(hall.hall.versions).toEqual([expect.objectContaining({ version: 1, standCount: 10, source: 'halle3.svg', actor: 'Hanna Hallen' })]);
    expect(hall.plan.geometry.stands).toHaveLength(10);
  });

  it('lists what is wrong with a drawing in the caller’s language and stores nothing', async () => {
    const hallId = await newHall('Testhalle 4');
    const duplicate = (await upload(hallId, duplicateNumbersSvg(), 'format=svg&accept=true&lang=de')).json();
    expect(duplicate).toMatchObject({ acceptable: false, savedVersion: null });
    const duplicates = duplicate.problems.filter((candidate: { code: string }) => candidate.code === 'planDuplicateNumber');
    // Found by the reader and by the plan check, listed once.
    expect(duplicates).toHaveLength(1);
    const problem = duplicates[0];
    expect(problem).toMatchObject({ blocking: true, at: expect.any(Array) });
    expect(problem.text).toContain('A1');
    const png = (await upload(hallId, pngFile(), 'format=svg&lang=en')).json();
    expect(png).toMatchObject({ geometry: null, acceptable: false });
    expect(png.problems.map((candidate: { code: string }) => candidate.code)).toEqual(['planFileNotSvg']);
    expect((await call('GET', `/be/admin/hall/${hallId}`)).json().hall.versions).toEqual([]);
  });

  it('reads a DXF on the layer chosen and offers that layer again at the next import', async () => {
    const hallId = await newHall('Testhalle 5');
    const first = (await upload(hallId, smallHallDxf(), 'format=dxf')).json();
    const layers = first.layers.map((layer: { name: string }) => layer.name);
    expect(layers.length).toBeGreaterThan(0);
    const standLayer = first.layers.find((layer: { closedPolylines: number; texts: number }) => layer.closedPolylines > 0 && layer.texts > 0).name;
    const saved = (await upload(hallId, smallHallDxf(), `format=dxf&standLayer=${encodeURIComponent(standLayer)}&accept=true`)).json();
    expect(saved.savedVersion, JSON.stringify(saved.problems)).toBe(1);
    expect((await call('GET', `/be/admin/hall/${hallId}`)).json().hall.dxfLayers.stand).toBe(standLayer);
  });

  it('refuses a version that removes or shrinks a booked stand, naming the exhibitor, and moves the events to one that does not', async () => {
    const hallId = await newHall('Testhalle 6');
    const plan = gridHall();
    expect((await upload(hallId, svgOf(plan), 'format=svg&accept=true')).json().savedVersion).toBe(1);
    const event = await buildEvent(t.app);
    const selling = await call('PUT', `/be/admin/event/${event.id}/halls`, { halls: [{ hallPlanId: hallId, version: 1 }], standSelling: 'self', minAisleWidthCm: 300, objectionDays: 8 });
    expect(selling.statusCode, selling.body).toBe(200);
    const falk = await buildRegistration(t.app, { event, company: { name: 'Fenster Falk KG' }, hall: 'Testhalle 6', standNr: 'A2' });

    const withoutA2 = { ...plan, stands: plan.stands.filter((stand) => stand.number !== 'A2') };
    const refused = (await upload(hallId, svgOf(withoutA2), 'format=svg&accept=true')).json();
    expect(refused).toMatchObject({ acceptable: false, savedVersion: null });
    expect(refused.diff).toMatchObject({ removed: ['A2'], affected: [{ number: 'A2', change: 'removed', eventId: event.id, state: 'booked', company: 'Fenster Falk KG' }] });

    // A1 two metres wider at the hall's free end: larger, so the booked A2 beside it stays as it was.
    const widened = { ...plan, stands: plan.stands.map((stand) => (stand.number === 'A5' ? { ...stand, ring: stand.ring.map(([x, y], i) => [i === 1 || i === 2 ? x + 100 : x, y] as [number, number]) } : stand)) };
    const accepted = (await upload(hallId, svgOf(widened), 'format=svg&accept=true')).json();
    expect(accepted.savedVersion, JSON.stringify(accepted.problems)).toBe(2);
    expect(accepted.diff.changed).toEqual([expect.objectContaining({ number: 'A5', areaAfterM2: 15 })]);
    expect((await call('GET', `/be/admin/event/${event.id}/halls`)).json().halls).toEqual([expect.objectContaining({ hallPlanId: hallId, version: 2, latestVersion: 2 })]);

    // A new edition sells the hall in its latest version.
    const copy = (await call('POST', `/be/admin/event/${event.id}/copy`, { nameDe: 'Nächstes Jahr', nameEn: 'Next year', shiftDays: 364 })).json();
    expect((await call('GET', `/be/admin/event/${copy.id}/halls`)).json().halls).toEqual([expect.objectContaining({ hallPlanId: hallId, version: 2 })]);

    // Renamed, the hall keeps its booked stands: the registration takes the new name.
    expect((await call('PUT', `/be/admin/hall/${hallId}`, { name: 'Testhalle 6 Nord' })).statusCode).toBe(200);
    const [booked] = await t.database.db.select({ hall: registrations.hall, standNr: registrations.standNr }).from(registrations).where(eq(registrations.id, falk.id));
    expect(booked).toEqual({ hall: 'Testhalle 6 Nord', standNr: 'A2' });
  });

  it('refuses a hall or version that does not exist for an event, and changes nothing', async () => {
    const event = await buildEvent(t.app);
    const refused = await call('PUT', `/be/admin/event/${event.id}/halls?lang=en`, { halls: [{ hallPlanId: 999_999, version: 1 }], standSelling: 'request', minAisleWidthCm: 300, objectionDays: 8 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ property: 'halls', message: 'This hall or version does not exist: #999999 1.' }]);
    expect((await call('GET', `/be/admin/event/${event.id}/halls`)).json()).toMatchObject({ halls: [], standSelling: 'self' });
  });
});
