// The hall plan of bench/run.ts (issue 31, "Speed"). Everything is set up through the product's own routes, as an
// organiser and visitors would: a staff admin creates "Halle 12" and imports a DXF of 2,000 stands as its first
// version (the factory's `gridHall`, 20 double rows of 50 stands of 5 × 4 m, so inline and corner stands both match a
// stand type of the kitchen fair and are priced), and event 1 (published, with its stand types) sells it by
// self-selection; 200 of the event's registrations get a stand on it (booked) and 300 visitors hold one stand each.
// Checked once before measuring: the plan answer holds the 2,000 stands (brotli or gzip, with an ETag, 304 when the browser
// has it) and the sales states the 500 stands seeded. Then the DXF import to its preview, one call at a time: a hall's
// first version, and a next version of the sold hall (its difference to 2,000 stands, 200 of them booked). bench/run.ts
// measures the plan and the states with autocannon beside the bare and one-SELECT routes and prints the table.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { EventPlanAnswer, HallImportAnswer, StandStatesAnswer } from '@messeportal/domain';
import autocannon from 'autocannon';
import { gridHall } from '../apps/api/test/factories/hall-plan.ts';
import { dxfFile, dxfPolyline, dxfText, gridHallDxf } from '../apps/api/test/hall-plan-files.ts';
import type { ListCall } from './offer-list.ts';
import { REGISTRATIONS } from './registration-desk.ts';

const EVENT = 1;
const HALL = 'Halle 12';
export const STANDS = 2000;
const BOOKED = 200;
const HELD = 300;
/** DXF imports timed per kind (first version, next version). */
const IMPORTS = Number(process.env.BENCH_HALL_IMPORTS ?? 5);
/** What Chromium sends: the plan answers its brotli (once made) from any such header, the states are compressed as the plugin chooses. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The limits. */
export const HALL_LIMITS = { planPerBare: 0.8, planGzipBytes: 150_000, statesPerSelect: 0.3, importMs: 5000 };

/** A route as bench/run.ts measures it. */
export interface Rate {
  route: string;
  rps: number;
  p99: number;
}

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET read as sent, without the decoding fetch does: the bytes on the wire, and its headers. */
function getRaw(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The answer's JSON bytes, as the browser decodes them. */
function decoded(raw: Raw): Buffer {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(raw.body);
  if (encoding === 'br') return brotliDecompressSync(raw.body);
  if (encoding === undefined) return raw.body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

async function call<T>(base: string, method: string, path: string, headers: Record<string, string>, body?: object | Buffer): Promise<T> {
  const isFile = Buffer.isBuffer(body);
  const response = await fetch(base + path, {
    method,
    headers: { ...headers, ...(body && { 'content-type': isFile ? 'application/octet-stream' : 'application/json' }) },
    body: isFile ? new Uint8Array(body) : body && JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** Row letters as the DXF fixture writes them: A … Z, AA, AB, … */
const rowName = (row: number): string => (row < 26 ? String.fromCharCode(65 + row) : rowName(Math.floor(row / 26) - 1) + String.fromCharCode(65 + (row % 26)));

/**
 * The sold hall as a DXF in millimetres: `gridHall`'s 20 double rows of 50 stands of 5 × 4 m with 4 m aisles, numbered
 * A1 … AN50 (the factory's own numbers run past Z into other characters), each number a centred TEXT in its stand.
 */
function soldHallDxf(): string {
  const perRow = 50;
  const geometry = gridHall({ rows: STANDS / perRow / 2, perRow, width: 5, depth: 4 });
  const mm = (ring: [number, number][]) => ring.map(([x, y]) => [x * 10, y * 10] as [number, number]);
  const entities = [dxfPolyline('HALLE', mm(geometry.outline))];
  geometry.stands.forEach((stand, i) => {
    const ring = mm(stand.ring);
    const middle: [number, number] = [(ring[0]![0] + ring[2]![0]) / 2, (ring[0]![1] + ring[2]![1]) / 2];
    entities.push(dxfPolyline('STAENDE', ring), dxfText('STAENDE', middle, `${rowName(Math.floor(i / perRow))}${(i % perRow) + 1}`, true));
  });
  return dxfFile(entities);
}

interface ImportTiming {
  label: string;
  times: number[];
  fileBytes: number;
  answerBytes: number;
  answer: string;
}

/** Imports `file` into a hall `IMPORTS` times, to its preview (nothing stored): each call's time to the answer's last byte. */
async function timeImports(base: string, headers: Record<string, string>, hallId: number, file: Buffer, label: string): Promise<ImportTiming> {
  const path = `/be/admin/hall/${hallId}/import?format=dxf&standLayer=STAENDE&outlineLayer=HALLE&fileName=halle.dxf&lang=de-DE`;
  const times: number[] = [];
  let last: { answer: HallImportAnswer; bytes: number } | undefined;
  for (let i = 0; i < IMPORTS; i++) {
    const started = performance.now();
    const response = await fetch(base + path, { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body: new Uint8Array(file) });
    const text = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 500)}`);
    last = { answer: JSON.parse(text) as HallImportAnswer, bytes: Buffer.byteLength(text) };
  }
  const { answer, bytes } = last!;
  if (answer.stands.length !== STANDS || answer.savedVersion !== null) {
    throw new Error(`hall plan import: ${answer.stands.length} stands read (saved ${answer.savedVersion}), ${STANDS} drawn; ${JSON.stringify(answer.problems.slice(0, 3))}`);
  }
  const diff = answer.diff ? `; diff: ${answer.diff.changed.length} changed, ${answer.diff.added.length} new, ${answer.diff.removed.length} removed, ${answer.diff.affected.length} affected` : '';
  return { label, times, fileBytes: file.length, answerBytes: bytes, answer: `${answer.stands.length} stands, ${answer.problems.length} problems${diff}` };
}

export interface HallPlansPrepared {
  summary: string;
  plan: ListCall & { rawBytes: number; gzipBytes: number; brBytes: number; etag: string };
  states: ListCall & { rawBytes: number; sentBytes: number; encoding: string };
  imports: ImportTiming[];
}

/**
 * Sets up the sold hall and its states through the API, checks what the plan and the states answer, and times the
 * DXF imports. `seedRegistrations`: seed the desk bench's registrations first (when that bench has not run).
 */
export async function prepareHallPlans(base: string, { seedRegistrations }: { seedRegistrations: boolean }): Promise<HallPlansPrepared> {
  if (seedRegistrations) await call(base, 'POST', '/bench/setup/registrations', {}, { eventId: EVENT, count: REGISTRATIONS });
  const { token } = await call<{ token: string }>(base, 'POST', '/be/login_check', {}, { username: 'be@messeportal.example', password: 'demo2027' });
  const staff = { authorization: `Bearer ${token}` };

  // The hall, its first version from the organiser's drawing, sold by the kitchen fair.
  const { id: hallId } = await call<{ id: number }>(base, 'POST', '/be/admin/halls', staff, { name: HALL });
  const drawing = Buffer.from(soldHallDxf());
  const accepted = await call<HallImportAnswer>(base, 'POST', `/be/admin/hall/${hallId}/import?format=dxf&standLayer=STAENDE&outlineLayer=HALLE&fileName=halle-12.dxf&accept=true`, staff, drawing);
  if (accepted.savedVersion !== 1 || accepted.stands.length !== STANDS) {
    throw new Error(`hall plan: the drawing was not taken (${accepted.stands.length} stands): ${JSON.stringify(accepted.problems.slice(0, 3))}`);
  }
  // Instead of the halls it sold (the demo's), with its other selling settings as they were.
  const { halls: before, ...selling } = await call<{ halls: unknown[] }>(base, 'GET', `/be/admin/event/${EVENT}/halls`, staff);
  await call(base, 'PUT', `/be/admin/event/${EVENT}/halls`, staff, { ...selling, halls: [{ hallPlanId: hallId, version: 1 }], standSelling: 'self' });

  // The plan as a browser fetches it: brotli'd (gzipped until the brotli is made, beside the first answer), the 2,000
  // stands priced, and 304 when it has this version already. Its gzip is read too, for the limit.
  const planPath = `/pub/event/${EVENT}/plan?lang=de-DE`;
  const browser = { 'accept-encoding': BROWSER_ENCODINGS };
  const gzipped = await getRaw(base + planPath, { 'accept-encoding': 'gzip' });
  let planRaw = await getRaw(base + planPath, browser);
  for (let tries = 0; planRaw.headers['content-encoding'] !== 'br' && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    planRaw = await getRaw(base + planPath, browser);
  }
  const etag = String(planRaw.headers.etag ?? '');
  if (planRaw.status !== 200 || planRaw.headers['content-encoding'] !== 'br' || gzipped.headers['content-encoding'] !== 'gzip' || !etag) {
    throw new Error(`GET ${planPath}: ${planRaw.status}, content-encoding ${planRaw.headers['content-encoding']}, etag ${etag}`);
  }
  const planJson = decoded(planRaw);
  const plan = JSON.parse(planJson.toString('utf8')) as EventPlanAnswer;
  const stands = plan.halls.flatMap((hall) => hall.stands);
  if (plan.halls.length !== 1 || stands.length !== STANDS) throw new Error(`GET ${planPath}: ${plan.halls.length} halls with ${stands.length} stands, ${STANDS} sold`);
  const priced = stands.filter((stand) => stand.net !== null).length;
  const byKind = new Map<string, number>();
  for (const stand of stands) byKind.set(stand.kind, (byKind.get(stand.kind) ?? 0) + 1);
  const kinds = [...byKind].map(([kind, n]) => `${n} ${kind}`);
  const revalidated = await getRaw(base + planPath, { ...browser, 'if-none-match': etag });
  if (revalidated.status !== 304) throw new Error(`GET ${planPath} with its ETag: ${revalidated.status}, not 304`);

  // 200 registrations on stands of the hall (every tenth stand), 300 visitors holding one stand each.
  const numbers = stands.map((stand) => stand.number);
  const booked = numbers.filter((_, i) => i % 10 === 0).slice(0, BOOKED);
  const held = numbers.filter((_, i) => i % 20 === 3 || i % 20 === 9 || i % 20 === 15).slice(0, HELD);
  const registrationIds: number[] = [];
  for (let page = 1; registrationIds.length < BOOKED; page++) {
    const list = await call<{ registrations: { id: number }[] }>(base, 'GET', `/be/event/${EVENT}/registrations?state=confirmed&sort=createdAt&dir=asc&page=${page}`, staff);
    if (list.registrations.length === 0) throw new Error(`hall plan: only ${registrationIds.length} confirmed registrations of event ${EVENT} to book stands`);
    registrationIds.push(...list.registrations.map((row) => row.id));
  }
  for (const [i, standNr] of booked.entries()) await call(base, 'PUT', `/be/registration/${registrationIds[i]}/stand`, staff, { hall: HALL, standNr });
  for (const stand of held) await call(base, 'POST', `/pub/event/${EVENT}/stand-hold`, {}, { hallId, stand });

  const statesPath = `/pub/event/${EVENT}/plan/states?lang=de-DE`;
  const statesRaw = await getRaw(base + statesPath, browser);
  if (statesRaw.status !== 200) throw new Error(`GET ${statesPath}: ${statesRaw.status}`);
  const statesJson = decoded(statesRaw);
  const { states } = JSON.parse(statesJson.toString('utf8')) as StandStatesAnswer;
  const count = (state: string) => states.filter((row) => row.state === state).length;
  if (count('booked') !== BOOKED || count('held') !== HELD || states.length !== BOOKED + HELD) {
    throw new Error(`GET ${statesPath}: ${count('booked')} booked, ${count('held')} held of ${states.length}; ${BOOKED} and ${HELD} seeded`);
  }

  // The import to its preview: a new hall's first version, and the sold hall's next (its difference to the current
  // version, with the booked stands it touches). The fixture's single rows of 4 × 3 m, numbered A1 … AN50 as well.
  const { id: newHallId } = await call<{ id: number }>(base, 'POST', '/be/admin/halls', staff, { name: 'Halle 13' });
  const file = Buffer.from(gridHallDxf(STANDS));
  const imports = [
    await timeImports(base, staff, newHallId, file, 'POST …/import?format=dxf (first version)'),
    await timeImports(base, staff, hallId, file, 'POST …/import?format=dxf (next version)'),
  ];

  const desk = await call<{ total: number }>(base, 'GET', `/be/event/${EVENT}/registrations?page=1`, staff);
  return {
    summary:
      `${HALL}: ${stands.length} stands (${kinds.join(', ')}; ${priced} priced), drawing ${(drawing.length / 1_048_576).toFixed(2)} MB; ` +
      `sold by event ${EVENT} instead of its ${before.length} demo halls; ${BOOKED} booked and ${HELD} held, ${desk.total} registrations in the event; ` +
      'the plan answers 304 to its ETag',
    plan: { label: 'GET /pub/event/1/plan (br)', path: planPath, headers: browser, rawBytes: planJson.length, gzipBytes: gzipped.body.length, brBytes: planRaw.body.length, etag },
    states: {
      label: `GET /pub/event/1/plan/states (${states.length})`,
      path: statesPath,
      headers: browser,
      rawBytes: statesJson.length,
      sentBytes: statesRaw.body.length,
      encoding: String(statesRaw.headers['content-encoding'] ?? 'none'),
    },
    imports,
  };
}

/**
 * The plan asked for again by a browser that holds it (If-None-Match): 304 without a body, so the route's own work
 * without the bytes of the answer; measured as bench/run.ts measures, where a 304 would count as a failure.
 */
export async function measureRevalidation(base: string, plan: HallPlansPrepared['plan'], seconds: number): Promise<Rate> {
  const options = { url: base + plan.path, headers: { ...plan.headers, 'if-none-match': plan.etag }, connections: 10, pipelining: 1 };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.errors || result['2xx'] || result.non2xx !== result['3xx']) {
    throw new Error(`${plan.path} with its ETag: ${result['2xx']} 2xx, ${result.non2xx - result['3xx']} other than 304, ${result.errors} errors`);
  }
  return { route: 'GET /pub/event/1/plan (If-None-Match: 304)', rps: result.requests.average, p99: result.latency.p99 };
}

export interface HallPlansMeasured {
  bare: Rate;
  select: Rate;
  plan: Rate;
  /** The bare route answering as many bytes as the plan sends (brotli). */
  sameBytes: Rate;
  revalidated: Rate;
  states: Rate;
}

export function printHallPlans(label: string, seconds: number, m: HallPlansMeasured, p: HallPlansPrepared) {
  const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`\n### ${label}: hall plan of ${STANDS} stands (${seconds} s per route, 10 connections, accept-encoding: ${BROWSER_ENCODINGS})\n`);
  console.log(p.summary + '\n');
  console.log(`| ${'route'.padEnd(42)} | req/s    | p99 ms  | ÷ bare   | ÷ select | limit            | verdict |`);
  console.log(`|${'-'.repeat(44)}|----------|---------|----------|----------|------------------|---------|`);
  const row = (r: Rate, limit = '', ok?: boolean) =>
    console.log(
      `| ${r.route.padEnd(42)} | ${r.rps.toFixed(0).padStart(8)} | ${r.p99.toFixed(1).padStart(7)} | ${(r.rps / m.bare.rps).toFixed(2).padStart(8)} | ` +
        `${(r.rps / m.select.rps).toFixed(2).padStart(8)} | ${limit.padEnd(16)} | ${(ok === undefined ? '' : verdict(ok)).padEnd(7)} |`,
    );
  row(m.bare);
  row(m.select);
  row(m.plan, `≥ ${HALL_LIMITS.planPerBare} × bare`, m.plan.rps >= HALL_LIMITS.planPerBare * m.bare.rps);
  row(m.sameBytes);
  row(m.revalidated);
  row(m.states, `≥ ${HALL_LIMITS.statesPerSelect} × select`, m.states.rps >= HALL_LIMITS.statesPerSelect * m.select.rps);
  console.log('');
  console.log(`| ${'answer / call'.padEnd(42)} | ${'figure'.padEnd(44)} | limit            | verdict |`);
  console.log(`|${'-'.repeat(44)}|${'-'.repeat(46)}|------------------|---------|`);
  const line = (what: string, figure: string, limit = '', ok?: boolean) =>
    console.log(`| ${what.padEnd(42)} | ${figure.padEnd(44)} | ${limit.padEnd(16)} | ${(ok === undefined ? '' : verdict(ok)).padEnd(7)} |`);
  line('plan answer', `${kB(p.plan.rawBytes)} JSON, ${kB(p.plan.gzipBytes)} gzip, ${kB(p.plan.brBytes)} br`, `≤ ${kB(HALL_LIMITS.planGzipBytes)} gzip`, p.plan.gzipBytes <= HALL_LIMITS.planGzipBytes);
  line('plan ÷ bare route with the same bytes', `${(m.plan.rps / m.sameBytes.rps).toFixed(2)}`);
  line('states answer', `${kB(p.states.rawBytes)} JSON, ${kB(p.states.sentBytes)} sent (${p.states.encoding})`);
  for (const t of p.imports) {
    const mean = t.times.reduce((sum, ms) => sum + ms, 0) / t.times.length;
    const max = Math.max(...t.times);
    line(t.label, `mean ${mean.toFixed(0)} ms, max ${max.toFixed(0)} ms (${t.times.length} calls)`, `≤ ${HALL_LIMITS.importMs} ms`, max <= HALL_LIMITS.importMs);
  }
  for (const t of p.imports) console.log(`${t.label}: file ${(t.fileBytes / 1_048_576).toFixed(2)} MB, answer ${kB(t.answerBytes)}; ${t.answer}`);
}
