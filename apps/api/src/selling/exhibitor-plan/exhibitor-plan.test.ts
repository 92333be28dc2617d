import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildHallPlan, buildRegistration, buildStaff, gridHall, STAFF_PASSWORD } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type Engine } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';

const run = promisify(execFile);

/**
 * An event selling in-line stands of one hall of A1 … D5 (its corner stands at the rows' ends it does not sell) with
 * exhibitors: Alpha on A2 with two brands, Beta on C4 with one, a new exhibitor on B1 whose e-mail address is not
 * confirmed yet, a cancelled one on A5; staff option B3 for Gamma and block D5 with a reason that stays at the desk.
 */
async function openContext(engine: Engine) {
  const t = await createTestApp(engine);
  const event = await buildEvent(t.app, { productGroups: [{ nameDe: 'Küchenmöbel', nameEn: 'Kitchen furniture' }, { nameDe: 'Elektrogeräte', nameEn: 'Appliances' }] });
  const [furniture, appliances] = event.productGroups.map((group) => group.id) as [number, number];
  const hall = await buildHallPlan(t.app, { eventId: event.id, geometry: gridHall({ rows: 2, perRow: 5 }) });
  const on = (standNr: string) => ({ event, hall: hall.name, standNr });
  const alpha = await buildRegistration(t.app, {
    ...on('A2'),
    company: { name: 'Alpha Küchen GmbH', email: 'info@alpha-kuechen.example' },
    brands: [
      { name: 'Alpha Line', productGroupIds: [appliances] },
      { name: 'Alpha Pro', productGroupIds: [appliances, furniture] },
    ],
  });
  const beta = await buildRegistration(t.app, { ...on('C4'), company: { name: 'Beta Holz AG' }, brands: [{ name: 'Betaform', productGroupIds: [furniture] }] });
  await buildRegistration(t.app, { ...on('B1'), company: { name: 'Unbestätigt GmbH' }, isConfirmed: false });
  await buildRegistration(t.app, { ...on('A5'), company: { name: 'Storniert KG' }, canceledAt: new Date(), cancelReason: 'Test' });
  const gamma = await buildRegistration(t.app, { event, company: { name: 'Gamma Optionen AG' } });
  const staff = await loginAs(t.app, (await buildStaff(t.app, { role: 'sales' })).email, 'be', STAFF_PASSWORD);
  const change = async (stand: string, body: object) => {
    const response = await t.app.inject({ method: 'PUT', url: `/be/event/${event.id}/hall/${hall.id}/stand/${stand}`, headers: staff, payload: body });
    if (response.statusCode !== 200) throw new Error(`${stand}: ${response.body}`);
  };
  await change('B3', { action: 'option', companyId: gamma.company.id, until: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) });
  await change('D5', { action: 'block', reason: 'Feuerwehrzufahrt' });
  return { t, event, hall, alpha, beta, staff, groups: { furniture, appliances } };
}

describe.each(engines)('the public plan’s exhibitors and PDF (%s)', (engine) => {
  let x: Awaited<ReturnType<typeof openContext>>;
  let dir: string;
  beforeAll(async () => {
    x = await openContext(engine);
    dir = mkdtempSync(join(tmpdir(), 'public-plan-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await x.t.close();
  });

  const exhibitors = (headers: Record<string, string> = {}, eventId = x.event.id, lang = 'de') =>
    x.t.app.inject({ url: `/pub/event/${eventId}/plan/exhibitors?lang=${lang}`, headers });

  it('shows each booked stand with its company, its brands and their product groups, and nothing personal', async () => {
    const response = await exhibitors();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const { furniture, appliances } = x.groups;
    expect(response.json()).toEqual({
      exhibitors: [
        { hallId: x.hall.id, stand: 'A2', company: 'Alpha Küchen GmbH', brands: ['Alpha Line', 'Alpha Pro'], productGroupIds: [furniture, appliances] },
        { hallId: x.hall.id, stand: 'C4', company: 'Beta Holz AG', brands: ['Betaform'], productGroupIds: [furniture] },
      ],
    });
    expect(response.body).not.toContain('alpha-kuechen.example');
    // The unconfirmed registration's stand is taken on the plan, but carries no name.
    const states = (await x.t.app.inject({ url: `/pub/event/${x.event.id}/plan/states` })).json().states;
    expect(states).toContainEqual({ hallId: x.hall.id, stand: 'B1', state: 'booked' });
  });

  it('answers 304 while nothing changed, and leaves a cancelled registration out at once, under a new ETag', async () => {
    const first = await exhibitors();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await exhibitors({ 'if-none-match': etag })).statusCode).toBe(304);
    const cancel = await x.t.app.inject({ method: 'POST', url: `/be/registration/${x.beta.id}/cancel`, headers: x.staff, payload: { reason: 'zieht zurück' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await exhibitors({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().exhibitors.map((exhibitor: { stand: string }) => exhibitor.stand)).toEqual(['A2']);
  });

  it('shows a company’s new name soon after it changed, whichever process changed it (the database announces it)', async () => {
    const before = await exhibitors();
    // Written past the API, as another process would: only the database's announcement tells this one.
    await x.t.database.db.execute(sql`update companies set name = 'Alpha Küchenwerk GmbH' where name = 'Alpha Küchen GmbH'`);
    await until(async () => (await exhibitors({ 'if-none-match': before.headers.etag as string })).statusCode === 200, 10_000);
    expect((await exhibitors()).json().exhibitors[0]).toMatchObject({ stand: 'A2', company: 'Alpha Küchenwerk GmbH' });
    await x.t.database.db.execute(sql`update companies set name = 'Alpha Küchen GmbH' where name = 'Alpha Küchenwerk GmbH'`);
    await until(async () => (await exhibitors()).json().exhibitors[0].company === 'Alpha Küchen GmbH', 10_000);
  });

  it('draws a hall as PDF with the states and, in its stand list, the exhibitors only', async () => {
    const response = await x.t.app.inject({ url: `/pub/event/${x.event.id}/hall/${x.hall.id}/plan.pdf?lang=de` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="hallenplan-${x.event.id}-${x.hall.id}.pdf"`);
    writeFileSync(join(dir, 'plan.pdf'), response.rawPayload);
    const text = (await run('pdftotext', ['-layout', join(dir, 'plan.pdf'), '-'])).stdout;
    expect(text).toContain(`Standliste – ${x.event.nameDe} – ${x.hall.name}`);
    const rows = text.split('\n').map((line) => line.trim().split(/\s{2,}/));
    expect(rows).toContainEqual(['A2', 'gebucht', 'Alpha Küchen GmbH', '12,00']);
    expect(rows).toContainEqual(['B1', 'gebucht', '12,00']);
    expect(rows).toContainEqual(['B3', 'reserviert', '12,00']);
    expect(rows).toContainEqual(['D5', 'gesperrt', '12,00']);
    expect(rows).toContainEqual(['A3', 'frei', '12,00']);
    // A corner stand, which no stand type of the event (in-line only) fits, cannot be had: not free.
    expect(rows).toContainEqual(['A1', 'gesperrt', '12,00']);
    // The legend tells the states a visitor tells apart: an option is a reservation.
    expect(text).toMatch(/frei \(\d+\)\s+reserviert \(1\)\s+gebucht \(\d\)\s+gesperrt \(\d\)/);
    expect(text).not.toContain('Option');
    // What only the desk knows stays there: whose option, why blocked, an unconfirmed name.
    for (const secret of ['Gamma Optionen AG', 'Feuerwehrzufahrt', 'Unbestätigt GmbH', 'Beta Holz AG']) expect(text).not.toContain(secret);
  });

  it('is not made again when a visitor holds a stand, which changes the states only', async () => {
    const states = async () => (await x.t.app.inject({ url: `/pub/event/${x.event.id}/plan/states` })).json().states;
    await exhibitors();
    // A new name written with the database's announcements off: only a remade answer could show it.
    await x.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update companies set name = 'Alpha Unangekündigt GmbH' where name = 'Alpha Küchen GmbH'`);
    });
    const hold = await x.t.app.inject({ method: 'POST', url: `/pub/event/${x.event.id}/stand-hold`, payload: { hallId: x.hall.id, stand: 'B2' } });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(await states()).toContainEqual({ hallId: x.hall.id, stand: 'B2', state: 'held' });
    expect((await exhibitors()).json().exhibitors[0]).toMatchObject({ stand: 'A2', company: 'Alpha Küchen GmbH' });
    // A registration given a stand is announced for the exhibitors: the answer is made again, with the new name too.
    await x.t.database.db.execute(sql`update registrations set stand_nr = 'B4' where id = ${x.beta.id}`);
    await until(async () => (await exhibitors()).json().exhibitors[0].company === 'Alpha Unangekündigt GmbH', 10_000);
    await x.t.database.db.execute(sql`update companies set name = 'Alpha Küchen GmbH' where name = 'Alpha Unangekündigt GmbH'`);
    await until(async () => (await exhibitors()).json().exhibitors[0].company === 'Alpha Küchen GmbH', 10_000);
  });

  it('answers an unknown event, an event without a plan, an unpublished one and a hall it does not sell with a translated 404', async () => {
    const bare = await buildEvent(x.t.app);
    const hidden = await buildEvent(x.t.app, { isPublished: false });
    await buildHallPlan(x.t.app, { eventId: hidden.id });
    const messageOf = async (url: string) => {
      const response = await x.t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      return response.json().errors[0].message;
    };
    expect(await messageOf('/pub/event/999999/plan/exhibitors?lang=en')).toBe('This event does not exist.');
    expect(await messageOf(`/pub/event/${bare.id}/plan/exhibitors?lang=en`)).toBe('There is no hall plan for this event yet.');
    expect(await messageOf(`/pub/event/${bare.id}/hall/${x.hall.id}/plan.pdf`)).toBe('Für diese Veranstaltung gibt es noch keinen Hallenplan.');
    expect(await messageOf(`/pub/event/${hidden.id}/plan/exhibitors?lang=en`)).toBe('This event has not been published yet.');
    const elsewhere = await buildHallPlan(x.t.app);
    for (const hallId of [elsewhere.id, 'x']) {
      expect(await messageOf(`/pub/event/${x.event.id}/hall/${hallId}/plan.pdf?lang=en`)).toBe('This hall is not one of the halls the event sells.');
    }
  });

  it('lists both routes in the API document', async () => {
    const { paths } = (await x.t.app.inject({ url: '/docs/openapi.json' })).json();
    expect(paths['/pub/event/{id}/plan/exhibitors'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('exhibitors');
    expect(Object.keys(paths['/pub/event/{id}/hall/{hallId}/plan.pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
  });
});
