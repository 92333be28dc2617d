// The registration desk of bench/run.ts (issue 16): seeds the registrations into the bench server's database, logs
// a staff member in and answers the calls to measure: the list's first page, the list filtered (a state; a hall,
// sorted by stand number as the hall's staff read it), a search by a company-name fragment, one registration's
// page and the back office's search everywhere (issue 32). Then the services export of all of them, CSV and XLSX:
// time to the last byte and the server's memory on the way, from its own probe (bench/server.ts).
import type { ListCall } from './offer-list.ts';
import { DESK_HALL, DESK_SEARCH_FRAGMENT } from './seed-registrations.ts';

/** Registrations of the kitchen fair (event 1) the desk is measured with. */
export const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 5000);
/** Exports per format; the table shows the median time and the highest memory. */
const EXPORT_RUNS = 3;
const EVENT = 1;

async function post<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface ListAnswer {
  total: number;
  registrations: { id: number; hasOpenServices: boolean; state: string }[];
}

/**
 * The desk's calls over the registrations seeded already (logged in as a staff member), each by name, with what the
 * list holds and what the filter, the hall and the search find; throws when the search finds too few to measure.
 */
export async function registrationDeskCalls(base: string) {
  const { token } = await post<{ token: string }>(`${base}/be/login_check`, { username: 'be@messeportal.example', password: 'demo2027' });
  const headers = { authorization: `Bearer ${token}` };
  const list = `/be/event/${EVENT}/registrations`;
  const read = (query: string) => getJson<ListAnswer>(`${base}${list}?${query}`, headers);
  const first = await read('page=1');
  const hall = `hall=${encodeURIComponent(DESK_HALL)}&sort=standNr&dir=asc`;
  const [unconfirmed, inHall, found] = await Promise.all([read('state=unconfirmed'), read(hall), read(`search=${DESK_SEARCH_FRAGMENT}`)]);
  // The search is meant to find some hundred registrations: fewer would measure a near-empty page.
  if (found.total < 100 || found.total >= first.total) {
    throw new Error(`registrations list: "${DESK_SEARCH_FRAGMENT}" finds ${found.total} of ${first.total}`);
  }
  // A registration with booked services on its page: orders with positions, booklet values, the timeline.
  const shown = first.registrations.find((row) => row.hasOpenServices && row.state !== 'canceled') ?? first.registrations[0]!;
  const call = (label: string, path: string): ListCall => ({ label, path, headers });
  return {
    headers,
    totals: { listed: first.total, unconfirmed: unconfirmed.total, inHall: inHall.total, found: found.total },
    calls: {
      firstPage: call(`GET ${list} (first page)`, `${list}?lang=de-DE`),
      state: call('GET …/registrations?state=unconfirmed', `${list}?state=unconfirmed&lang=de-DE`),
      hall: call('GET …/registrations?hall=…&sort=standNr', `${list}?${hall}&lang=de-DE`),
      search: call(`GET …/registrations?search=${DESK_SEARCH_FRAGMENT}`, `${list}?search=${DESK_SEARCH_FRAGMENT}&lang=de-DE`),
      registration: call('GET /be/registration/:id', `/be/registration/${shown.id}?lang=de-DE`),
      // Search everywhere (issue 32): a company fragment, a stand number, and two letters that nearly everything holds.
      searchCompany: call(`GET /be/search?q=${DESK_SEARCH_FRAGMENT}`, `/be/search?q=${DESK_SEARCH_FRAGMENT}&lang=de-DE`),
      searchStand: call('GET /be/search?q=C12 (stand number)', '/be/search?q=C12&lang=de-DE'),
      searchTwoLetters: call('GET /be/search?q=ha (two letters)', '/be/search?q=ha&lang=de-DE'),
    },
  };
}

/** Issue 32: the search's first results within this many milliseconds of the request. */
const SEARCH_LIMIT_MS = 100;
const SEARCH_RUNS = 20;
const SEARCHES = [DESK_SEARCH_FRAGMENT, 'C12', 'ha'];

/**
 * The search everywhere as one person types it: each search asked `SEARCH_RUNS` times one after the other (no
 * other load), its median and slowest time to the whole answer beside the limit.
 */
export async function benchSearchLatency(base: string, headers: Record<string, string>) {
  const rows = [];
  for (const search of SEARCHES) {
    // Once unmeasured: the route's first call after the list's load above pays for what that load left behind.
    await fetch(`${base}/be/search?q=${encodeURIComponent(search)}&lang=de-DE`, { headers }).then((response) => response.arrayBuffer());
    const times = [];
    for (let i = 0; i < SEARCH_RUNS; i++) {
      const started = performance.now();
      const response = await fetch(`${base}/be/search?q=${encodeURIComponent(search)}&lang=de-DE`, { headers });
      const { hits } = (await response.json()) as { hits: unknown[] };
      times.push(performance.now() - started);
      if (response.status !== 200 || hits.length === 0) throw new Error(`search "${search}": ${response.status}, ${hits.length} hits`);
    }
    times.sort((a, b) => a - b);
    rows.push({ search, median: times[Math.floor(times.length / 2)]!, slowest: times.at(-1)! });
  }
  return rows;
}

export function printSearchLatency(label: string, rows: Awaited<ReturnType<typeof benchSearchLatency>>) {
  console.log(`\n### ${label}: search everywhere, one call at a time (${SEARCH_RUNS} each), against ${SEARCH_LIMIT_MS} ms\n`);
  console.log('| search   | median ms | slowest ms | within limit |');
  console.log('|----------|-----------|------------|--------------|');
  for (const row of rows) {
    const within = row.slowest <= SEARCH_LIMIT_MS ? 'yes' : 'NO';
    console.log(`| ${row.search.padEnd(8)} | ${row.median.toFixed(1).padStart(9)} | ${row.slowest.toFixed(1).padStart(10)} | ${within.padEnd(12)} |`);
  }
}

/** Seeds the registrations and answers the desk's calls, with a line naming what the list holds and what filter and search find. */
export async function prepareRegistrationDesk(base: string): Promise<{ summary: string; calls: ListCall[]; headers: Record<string, string> }> {
  const seeded = await post<{ orders: number; positions: number; bookings: number }>(`${base}/bench/setup/registrations`, {
    eventId: EVENT,
    count: REGISTRATIONS,
  });
  const { headers, totals, calls } = await registrationDeskCalls(base);
  return {
    summary:
      `${totals.listed} registrations (${seeded.orders} orders, ${seeded.positions} positions, ${seeded.bookings} booklet values); ` +
      `${totals.unconfirmed} unconfirmed, ${totals.inHall} in ${DESK_HALL}, "${DESK_SEARCH_FRAGMENT}" finds ${totals.found}`,
    headers,
    calls: Object.values(calls),
  };
}

interface Memory {
  rss: number;
  js: number;
}

interface ProbeAnswer {
  base: Memory;
  peak: Memory;
  maxRssRise: number;
  export: { rowsWritten: number; pages: number; mostHeld: number } | null;
}

export interface ExportResult {
  format: 'csv' | 'xlsx';
  /** Median time from the request to the last byte read. */
  ms: number;
  bytes: number;
  rows: number;
  mostHeld: number;
  base: Memory;
  /** The highest peak over the runs. */
  peak: Memory;
  maxRssRise: number;
}

/** One export, read to its end without keeping it; answers its time, its size and what the server's probe saw. */
async function exportOnce(base: string, path: string, headers: Record<string, string>) {
  await post(`${base}/bench/memory/start`, {});
  const started = performance.now();
  const response = await fetch(base + path, { headers });
  if (response.status !== 200 || !response.body) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - started;
  const probe = await post<ProbeAnswer>(`${base}/bench/memory/stop`, {});
  if (!probe.export) throw new Error(`GET ${path}: the server reported no finished export`);
  return { ms, bytes, probe };
}

/** The services export of the event's registrations, `EXPORT_RUNS` times per format after one run to warm up. */
export async function benchServicesExport(base: string, headers: Record<string, string>): Promise<ExportResult[]> {
  const results: ExportResult[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    const path = `/be/event/${EVENT}/export/services?format=${format}&lang=de-DE`;
    await exportOnce(base, path, headers);
    const runs = [];
    for (let i = 0; i < EXPORT_RUNS; i++) runs.push(await exportOnce(base, path, headers));
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    const last = runs.at(-1)!;
    results.push({
      format,
      ms: times[Math.floor(times.length / 2)]!,
      bytes: last.bytes,
      rows: last.probe.export!.rowsWritten,
      mostHeld: Math.max(...runs.map((run) => run.probe.export!.mostHeld)),
      base: last.probe.base,
      peak: { rss: Math.max(...runs.map((run) => run.probe.peak.rss)), js: Math.max(...runs.map((run) => run.probe.peak.js)) },
      maxRssRise: Math.max(...runs.map((run) => run.probe.maxRssRise)),
    });
  }
  return results;
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

export function printServicesExport(label: string, results: ExportResult[]) {
  console.log(`\n### ${label}: services export of the registrations (median of ${EXPORT_RUNS}, memory of the server process)\n`);
  console.log('| format | rows   | file MB | time ms | rows held | RSS before → peak MB | heap+ext before → peak MB | maxRSS rise MB |');
  console.log('|--------|--------|---------|---------|-----------|----------------------|---------------------------|----------------|');
  for (const r of results) {
    const cells = [
      r.format.padEnd(6),
      String(r.rows).padStart(6),
      mb(r.bytes).padStart(7),
      r.ms.toFixed(0).padStart(7),
      String(r.mostHeld).padStart(9),
      `${mb(r.base.rss)} → ${mb(r.peak.rss)}`.padStart(20),
      `${mb(r.base.js)} → ${mb(r.peak.js)}`.padStart(25),
      mb(r.maxRssRise).padStart(14),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
