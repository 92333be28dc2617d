import type { HallGeometry, Ring } from '@messeportal/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildHallPlan, buildRegistration, buildStaff, gridHall, STAFF_PASSWORD, type BuiltRegistration } from '../../../test/factories/index.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';
import { createTestApp, engines, loginAs, type Engine } from '../../../test/test-app.ts';
import { readPlanFile } from '../../halls/plans/import/read-plan-file.ts';
import { parseCsv, readXlsx } from '../registration-exports/parse-export.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const rect = (x: number, y: number, width: number, height: number): Ring => [[x, y], [x + width, y], [x + width, y + height], [x, y + height]];

/** Two double rows of ten stands (A1 … D10, 4 × 3 m) and one of everything else a hall holds. */
const testHall = (): HallGeometry => ({
  ...gridHall({ rows: 2, perRow: 10 }),
  holes: [rect(4500, 1800, 200, 200)],
  columns: [rect(4500, 1000, 50, 50)],
  keepClear: [rect(0, 2200, 400, 200)],
  fixtures: [{ kind: 'entrance', label: 'Eingang Süd', ring: rect(2000, 2300, 400, 100) }],
  technicalPoints: [{ kind: 'power', at: [600, 350], capacity: 16 }],
});

/**
 * An event selling the test hall, its stands put into every state through the routes staff and visitors use:
 * A2 and A10 booked, B4 optioned, D1 proposed, D5 blocked, C3 held by a visitor; the rest free.
 */
async function openContext(engine: Engine) {
  const t = await createTestApp(engine);
  const event = await buildEvent(t.app, { standConfigs: [{ standType: 'inline', qmMin: 6 }, { standType: 'corner', qmMin: 6 }] });
  const [hallName, geometry] = ['Testhalle Süd', testHall()];
  const hallId = (await buildHallPlan(t.app, { name: hallName, eventId: event.id, geometry })).id;
  const staff = await loginAs(t.app, (await buildStaff(t.app, { role: 'sales' })).email, 'be', STAFF_PASSWORD);
  const names = ['Alpha Küchen GmbH', 'Beta; "Bad" & Co KG', 'Gamma Holz AG', 'Delta Stein OHG'];
  const exhibitors: BuiltRegistration[] = [];
  for (const name of names) exhibitors.push(await buildRegistration(t.app, { event, company: { name } }));
  const [alpha, beta, gamma, delta] = exhibitors;
  const change = async (stand: string, body: object) => {
    const response = await t.app.inject({ method: 'PUT', url: `/be/event/${event.id}/hall/${hallId}/stand/${stand}`, headers: staff, payload: body });
    if (response.statusCode !== 200) throw new Error(`${stand}: ${response.body}`);
  };
  await change('A2', { action: 'book', registrationId: alpha!.id });
  await change('A10', { action: 'book', registrationId: beta!.id });
  await change('B4', { action: 'option', companyId: gamma!.company.id, until: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10), note: 'wartet auf Budget' });
  await change('D1', { action: 'propose', registrationId: delta!.id });
  await change('D5', { action: 'block', reason: 'Feuerwehrzufahrt' });
  const hold = await t.app.inject({ method: 'POST', url: `/pub/event/${event.id}/stand-hold`, payload: { hallId, stand: 'C3' } });
  if (hold.statusCode !== 200) throw new Error(`hold: ${hold.body}`);
  /** The stands as the desk left them: state and company by number. */
  const expected: Record<string, { state: string; company: string }> = {
    A2: { state: 'booked', company: names[0]! },
    A10: { state: 'booked', company: names[1]! },
    B4: { state: 'option', company: names[2]! },
    D1: { state: 'proposed', company: names[3]! },
    D5: { state: 'blocked', company: '' },
    C3: { state: 'held', company: '' },
  };
  return { t, event, hallId, hallName, geometry, staff, expected };
}

/** A ring's corners as a sorted list, so two rings compare whatever corner they start at and whichever way they run. */
const corners = (ring: Ring) => ring.map(([x, y]) => `${x},${y}`).sort();

/** Every text of a parsed XML tree (the #text of each element, however deep). */
function textsOf(node: unknown): string[] {
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => (key.startsWith('@_') ? [] : textsOf(value)));
  return [];
}

describe.each(engines)('the hall plan’s exports at the desk (%s)', (engine) => {
  let x: Awaited<ReturnType<typeof openContext>>;
  beforeAll(async () => {
    x = await openContext(engine);
  });
  afterAll(() => x.t.close());

  const download = (query: string, headers = x.staff) => x.t.app.inject({ method: 'GET', url: `/be/event/${x.event.id}/stand-list?${query}`, headers });

  async function csv(lang: 'de' | 'en') {
    const response = await download(`format=csv&lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [event, list] = lang === 'de' ? ['testmesse', 'standliste'] : ['test-fair', 'stand-list'];
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${event}-\\d+-${list}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`));
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    return { header: header!, rows };
  }

  it('lists every stand of the hall in natural order with its state, company, area, sides, type and price (German)', async () => {
    const { header, rows } = await csv('de');
    expect(header).toEqual(['Halle', 'Stand', 'Status', 'Firma', 'Fläche (m²)', 'Offene Seiten', 'Standtyp', 'Front (m)', 'Preis netto (EUR)', 'Grund / Notiz', 'Bis']);
    expect(rows).toHaveLength(x.geometry.stands.length);
    expect(rows.slice(0, 11).map((row) => row[1])).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'B1']);
    const byStand = new Map(rows.map((row) => [row[1]!, row]));
    const states = { booked: 'gebucht', option: 'Option', proposed: 'vorgeschlagen', blocked: 'gesperrt', held: 'reserviert' } as Record<string, string>;
    for (const [stand, { state, company }] of Object.entries(x.expected)) {
      expect(byStand.get(stand)!.slice(0, 4), stand).toEqual([x.hallName, stand, states[state], company]);
    }
    expect(byStand.get('A5')!.slice(2, 4)).toEqual(['frei', '']);
    // A2 is an in-line stand of 4 × 3 m, its front of 4 m open to the aisle, at 100 € per m².
    expect(byStand.get('A2')!.slice(4, 9)).toEqual(['12,00', '1', 'Reihenstand (1 Seite offen)', '4', '1200,00']);
    // A1 at the row's end: two sides open.
    expect(byStand.get('A1')!.slice(5, 8)).toEqual(['2', 'Eckstand (2 Seiten offen)', '7']);
    expect(byStand.get('D5')![9]).toBe('Feuerwehrzufahrt');
    expect(byStand.get('B4')![9]).toBe('wartet auf Budget');
    expect(byStand.get('B4')![10]).toMatch(/^\d\d\.\d\d\.\d{4} 23:59$/);
  });

  it('writes English headers and states when asked', async () => {
    const { header, rows } = await csv('en');
    expect(header.slice(0, 5)).toEqual(['Hall', 'Stand', 'State', 'Company', 'Area (m²)']);
    const a2 = rows.find((row) => row[1] === 'A2')!;
    expect(a2.slice(2, 5)).toEqual(['booked', 'Alpha Küchen GmbH', '12.00']);
    expect(rows.find((row) => row[1] === 'C3')![2]).toBe('held');
  });

  it('writes an XLSX whose areas, sides and prices are numbers', async () => {
    const response = await download('format=xlsx&lang=de');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const { name, rows } = await readXlsx(response.rawPayload);
    expect(name).toBe('Standliste');
    expect(rows[0]![4]).toBe('Fläche (m²)');
    const a2 = rows.find((row) => row[1] === 'A2')!;
    expect(a2.slice(0, 9)).toEqual([x.hallName, 'A2', 'gebucht', 'Alpha Küchen GmbH', 12, 1, 'Reihenstand (1 Seite offen)', 4, 1200]);
    expect(rows).toHaveLength(x.geometry.stands.length + 1);
  });

  it('refuses an event without halls (409) and an unknown event (404), in the caller’s language', async () => {
    const bare = await buildEvent(x.t.app);
    const none = await x.t.app.inject({ method: 'GET', url: `/be/event/${bare.id}/stand-list?lang=en`, headers: x.staff });
    expect(none.statusCode).toBe(409);
    expect(none.json().errors[0].message).toBe('This event sells no halls yet: the stand list would be empty. Please choose the event’s halls first.');
    const unknown = await x.t.app.inject({ method: 'GET', url: '/be/event/999999/stand-list', headers: x.staff });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe('Diese Veranstaltung gibt es nicht.');
  });

  const plan = (format: string, lang = 'de', hallId = x.hallId, eventId = x.event.id) =>
    x.t.app.inject({ method: 'GET', url: `/be/event/${eventId}/hall/${hallId}/plan.${format}?lang=${lang}`, headers: x.staff });
  const numbers = () => x.geometry.stands.map((stand) => stand.number);

  it('draws the hall as SVG that parses as XML, with every stand number and its state', async () => {
    const response = await plan('svg');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="testmesse-\d+-hallenplan-testhalle-sued-\d{4}-\d\d-\d\d\.svg"$/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const svg = new XMLParser({ ignoreAttributes: false }).parse(response.body).svg;
    const texts = textsOf(svg);
    for (const number of numbers()) expect(texts, number).toContain(number);
    expect(texts).toContain(`${x.event.nameDe} – ${x.hallName}`);
    expect(texts.some((text) => /^Stand: \d\d\.\d\d\.\d{4}$/.test(text))).toBe(true);
    expect(texts).toEqual(expect.arrayContaining(['frei (34)', 'gebucht (2)', 'reserviert (1)', 'Option (1)', 'vorgeschlagen (1)', 'gesperrt (1)', 'Säule', 'Sperrfläche', 'Strom', 'Eingang Süd']));
    expect(texts).toContain('Stand A10 · gebucht · Beta; "Bad" & Co KG');
    const stands = [svg.g].flat().find((group: Record<string, unknown>) => group['@_data-role'] === 'stands').polygon as Record<string, string>[];
    expect(stands.find((stand) => stand['@_data-stand'] === 'A2')!['@_fill']).toBe('url(#state-booked)');
    expect(stands.find((stand) => stand['@_data-stand'] === 'A3')!['@_fill']).toBe('url(#state-available)');
  });

  it('draws the hall as PDF with its name, the day and every stand, then the stand list, in English when asked', async () => {
    const response = await plan('pdf', 'en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="test-fair-\d+-hall-plan-testhalle-sued-\d{4}-\d\d-\d\d\.pdf"$/);
    const { text, pages, info } = extractPdfText(response.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(info.Title).toBe(`${x.event.nameEn} – ${x.hallName}`);
    const lines = text.split('\n');
    expect(lines).toContain(`${x.event.nameEn} – ${x.hallName}`);
    expect(lines.some((line) => /^As of \d\d\.\d\d\.\d{4}$/.test(line))).toBe(true);
    for (const number of numbers()) expect(lines, number).toContain(number);
    expect(lines).toEqual(expect.arrayContaining(['Stand list – ' + `${x.event.nameEn} – ${x.hallName}`, 'Alpha Küchen GmbH', 'booked', 'held', 'blocked', '12.00', 'Page 1 of 2']));
  });

  it('writes a DXF that our own import reads back: the booked stands from their layer, in the same place to the centimetre', async () => {
    const response = await plan('dxf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/vnd.dxf');
    const bytes = response.rawPayload;
    expect(bytes.every((byte) => byte < 0x80)).toBe(true);
    const read = (standLayer: string) => readPlanFile(bytes, { claimed: 'dxf', standLayer, outlineLayer: 'HALLENUMRISS', columnLayer: 'SAEULEN' });
    const booked = read('STAND_GEBUCHT');
    expect(booked.format).toBe('dxf');
    expect(booked.problems).toEqual([]);
    const original = new Map(x.geometry.stands.map((stand) => [stand.number, stand.ring]));
    expect(booked.geometry!.stands.map((stand) => stand.number).sort()).toEqual(['A10', 'A2']);
    for (const stand of booked.geometry!.stands) expect(corners(stand.ring), stand.number).toEqual(corners(original.get(stand.number)!));
    expect(booked.geometry!.outline).toEqual(expect.arrayContaining(x.geometry.outline));
    expect(booked.geometry!.holes.map(corners)).toEqual(x.geometry.holes.map(corners));
    expect(booked.geometry!.columns.map(corners)).toEqual(x.geometry.columns.map(corners));
    expect(read('STAND_FREI').geometry!.stands).toHaveLength(34);
    expect(read('STAND_GESPERRT').geometry!.stands.map((stand) => stand.number)).toEqual(['D5']);
    const layers = ['HALLENUMRISS', 'SAEULEN', 'EINBAUTEN', 'SPERRFLAECHEN', 'TECHNIK', 'AUSSTELLER'];
    const stateLayers = ['STAND_FREI', 'STAND_RESERVIERT', 'STAND_OPTION', 'STAND_VORGESCHLAGEN', 'STAND_GEBUCHT', 'STAND_GESPERRT'];
    expect(booked.layers!.map((layer) => layer.name)).toEqual(expect.arrayContaining([...layers, ...stateLayers]));
    // Umlauts as AutoCAD's \U+ escapes, which the import reads.
    expect(bytes.toString('latin1')).toContain('Eingang S\\U+00FCd');
  });

  it('lists the four exports in the API document with their content types', async () => {
    const { paths } = (await x.t.app.inject({ url: '/docs/openapi.json' })).json();
    const ok = (path: string) => Object.keys(paths[path].get.responses['200'].content);
    expect(ok('/be/event/{id}/stand-list')).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(paths['/be/event/{id}/stand-list'].get.parameters.map((parameter: { name: string }) => parameter.name)).toContain('format');
    expect(ok('/be/event/{id}/hall/{hallId}/plan.svg')).toEqual(['image/svg+xml; charset=utf-8']);
    expect(ok('/be/event/{id}/hall/{hallId}/plan.pdf')).toEqual(['application/pdf']);
    expect(ok('/be/event/{id}/hall/{hallId}/plan.dxf')).toEqual(['image/vnd.dxf']);
  });

  it('answers an unknown event, a hall the event does not sell and a malformed hall id with 404 in the caller’s language', async () => {
    const other = await buildEvent(x.t.app);
    const elsewhere = await buildHallPlan(x.t.app, { name: 'Halle anderswo', eventId: other.id });
    const refused = [await plan('svg', 'en', elsewhere.id), await plan('pdf', 'en', 999_999), await plan('dxf', 'en', 'x' as unknown as number)];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([{ property: 'hallId', message: 'This hall is not one of the halls the event sells.' }]);
    }
    const unknownEvent = await plan('svg', 'en', x.hallId, 999_999);
    expect(unknownEvent.statusCode).toBe(404);
    expect(unknownEvent.json().errors[0].message).toBe('This event does not exist.');
  });
});
