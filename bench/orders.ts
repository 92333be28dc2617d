// Binding orders per second for `npm run bench` (bench/run.ts): exhibitor orders sequentially and with 10
// concurrent clients, and new-exhibitor orders, beside a route that inserts one row in a transaction, in
// fixed counts that alternate between the compared routes; every answer must be 200 with success: true and
// every order must take its piece of media stock.
import { randomBytes } from 'node:crypto';

/** Orders per run: a fixed count rather than a duration, so the bench knows how many companies to prepare. */
const SEQUENTIAL = Number(process.env.BENCH_ORDERS_SEQUENTIAL ?? 300);
const CONCURRENT = Number(process.env.BENCH_ORDERS_CONCURRENT ?? 1000);
const CLIENTS = 10;
/** New-exhibitor orders, sequential: each hashes a password with argon2id, by design the bulk of its cost. */
const NEW_EXHIBITORS = Number(process.env.BENCH_NEW_EXHIBITOR_ORDERS ?? 40);
/** Requests before each counted run, on the same route with the same clients (JIT, caches, connections). */
const WARM_UP = 20;
/** Slices in which the counted calls of compared routes alternate. */
const ROUNDS = 3;

export interface CountedResult {
  route: string;
  connections: number;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

interface Call {
  headers?: Record<string, string>;
  body: object;
}

/** Answers that were not 200 with `success: true`, over the whole run: any one fails the bench. */
const failures: string[] = [];

/**
 * POSTs every call once, from `connections` clients that each send their next call when the answer to the
 * last one is read; each call has its own headers and body (an order needs a company of its own). Bodies
 * are serialised before the clock starts.
 */
async function fire(base: string, path: string, connections: number, calls: Call[]) {
  const prepared = calls.map((call) => ({
    method: 'POST',
    headers: { ...call.headers, 'content-type': 'application/json' },
    body: JSON.stringify(call.body),
  }));
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const client = async () => {
    while (next < prepared.length) {
      const init = prepared[next++]!;
      const start = performance.now();
      const response = await fetch(base + path, init);
      const text = await response.text();
      latencies.push(performance.now() - start);
      let success = false;
      try {
        success = (JSON.parse(text) as { success?: unknown }).success === true;
      } catch {
        // not JSON: counted as failed below
      }
      if (response.status !== 200 || !success) {
        failed++;
        failures.push(`POST ${path}: ${response.status} ${text.slice(0, 300)}`);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  return { seconds: (performance.now() - started) / 1000, latencies, failed };
}

interface Counted {
  route: string;
  path: string;
  /** WARM_UP calls first, then the counted ones. */
  calls: Call[];
}

/**
 * Fixed numbers of calls to routes compared with each other, after WARM_UP calls to each. The counted calls
 * run in ROUNDS slices that alternate between the routes, so a change of load on the machine during the run
 * (other work on it) falls on all of them alike rather than on whichever ran at the time.
 */
async function measureCounted(base: string, connections: number, routes: Counted[]): Promise<CountedResult[]> {
  const totals = routes.map(() => ({ seconds: 0, latencies: [] as number[], failed: 0 }));
  for (const [i, route] of routes.entries()) {
    totals[i]!.failed += (await fire(base, route.path, connections, route.calls.slice(0, WARM_UP))).failed;
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, route] of routes.entries()) {
      const counted = route.calls.length - WARM_UP;
      const from = WARM_UP + Math.floor((round * counted) / ROUNDS);
      const to = WARM_UP + Math.floor(((round + 1) * counted) / ROUNDS);
      const result = await fire(base, route.path, connections, route.calls.slice(from, to));
      totals[i]!.seconds += result.seconds;
      totals[i]!.latencies.push(...result.latencies);
      totals[i]!.failed += result.failed;
    }
  }
  return routes.map((route, i) => {
    const { seconds, latencies, failed } = totals[i]!;
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
    const count = route.calls.length - WARM_UP;
    return { route: route.route, connections, count, rps: count / seconds, p50: percentile(50), p99: percentile(99), failed };
  });
}

async function getJson<T>(base: string, path: string): Promise<T> {
  const response = await fetch(base + path);
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function postJson<T>(base: string, path: string, body: object): Promise<T> {
  const response = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Medium {
  id: number;
  amountAvailable: number;
}

interface EventAnswer {
  event: { standConfigs: { id: number; standType: string }[]; productgroupsIds: number[] };
}

interface OrderBookAnswer {
  orderBookItems: { id: number; isMandatory: boolean; tab: number }[];
}

/**
 * Binding orders of event 1 (kitchen fair): the corner stand at 48 m², the mandatory stand cleaning for
 * 48 m², one new brand and one media item whose stock the bench raised far above what the run orders, so
 * every order takes stock under its row lock as a real one does.
 */
async function orderCatalogue(base: string) {
  const { event } = await getJson<EventAnswer>(base, '/pub/event/1?lang=de-DE');
  const { orderBookItems } = await getJson<OrderBookAnswer>(base, '/pub/event/1/orderbook?lang=de-DE');
  const { medias } = await getJson<{ medias: Medium[] }>(base, '/pub/event/1/medias?lang=de-DE');
  const corner = event.standConfigs.find((config) => config.standType === 'corner');
  const cleaning = orderBookItems.find((item) => item.isMandatory && item.tab === 0);
  const medium = medias.find((item) => item.amountAvailable > 0);
  const productGroupId = event.productgroupsIds[0];
  if (!corner || !cleaning || !medium || productGroupId === undefined) {
    throw new Error('event 1 lacks a corner stand, a mandatory service, a media item or a product group');
  }
  await postJson(base, '/bench/setup/stock', { mediaId: medium.id, stock: 1_000_000 });
  const order = {
    eventId: 1,
    agb: true,
    cancellationPolicy: true,
    comment: '',
    stand: { standConfigId: corner.id, qm: 48 },
    medias: [{ id: medium.id, amount: 1 }],
    orderBooks: [{ id: cleaning.id, amount: 48 }],
    brands: [{ id: 0, name: 'Bench', productgroupsIds: [productGroupId] }],
  };
  const available = async () =>
    (await getJson<{ medias: Medium[] }>(base, '/pub/event/1/medias')).medias.find((item) => item.id === medium.id)!.amountAvailable;
  return { order, available };
}

/** The personal block of a new exhibitor (as in the order tests), with an e-mail address of its own. */
const personal = (email: string) => ({
  company: { name: 'Holzwerk Alpen GmbH', ustid: 'ATU12345678', email: `firma.${email}`, phone: '+43 512 123456' },
  address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
  contact: { gender: 3, lang: 'de', firstName: 'Eva', name: 'Berger', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
});

/** The orders part of `npm run bench` against the bench server at `base`. */
export async function benchOrders(base: string): Promise<CountedResult[]> {
  const { order, available } = await orderCatalogue(base);
  const before = await available();
  const { tokens } = await postJson<{ tokens: string[] }>(base, '/bench/setup/exhibitors', { count: 2 * WARM_UP + SEQUENTIAL + CONCURRENT });
  const exhibitorOrders = (count: number) =>
    tokens.splice(0, WARM_UP + count).map((token) => ({ headers: { authorization: `Bearer ${token}` }, body: order }));
  const inserts = (count: number) => Array.from({ length: WARM_UP + count }, () => ({ body: { note: 'bench' } }));
  const run = randomBytes(4).toString('hex');
  const newExhibitorOrders = Array.from({ length: WARM_UP + NEW_EXHIBITORS }, (_, i) => ({
    body: { ...order, personal: personal(`neu.${run}.${i}@bench.example`) },
  }));
  const insert = { route: 'POST /bench/insert', path: '/bench/insert' };
  const exhibitorOrder = { route: 'POST /fe/order', path: '/fe/order?lang=de-DE' };
  const [sequentialInsert, sequentialOrder, newExhibitorOrder] = await measureCounted(base, 1, [
    { ...insert, calls: inserts(SEQUENTIAL) },
    { ...exhibitorOrder, calls: exhibitorOrders(SEQUENTIAL) },
    { route: 'POST /pub/order (new exhibitor)', path: '/pub/order?lang=de-DE', calls: newExhibitorOrders },
  ]);
  const concurrent = await measureCounted(base, CLIENTS, [
    { ...insert, calls: inserts(CONCURRENT) },
    { ...exhibitorOrder, calls: exhibitorOrders(CONCURRENT) },
  ]);
  const results = [sequentialInsert!, sequentialOrder!, ...concurrent, newExhibitorOrder!];
  // Every successful order took one piece: the bench measured orders, not refusals.
  const orders = results.filter((r) => r.route !== insert.route);
  const ordered = orders.reduce((sum, r) => sum + WARM_UP + r.count - r.failed, 0);
  const taken = before - (await available());
  if (taken !== ordered) failures.push(`media stock: ${taken} pieces taken by ${ordered} successful orders`);
  return results;
}

export function printOrders(label: string, results: CountedResult[]) {
  const insert = (connections: number) => results.find((r) => r.route === 'POST /bench/insert' && r.connections === connections)!;
  const ms = (value: number) => value.toFixed(1).padStart(7);
  const count = (value: number, width: number) => String(value).padStart(width);
  console.log(`\n### ${label}: binding orders beside one INSERT in a transaction`);
  console.log(`(fixed counts after ${WARM_UP} warm-up requests each; the routes of a table part alternate in ${ROUNDS} rounds)\n`);
  console.log(`| ${'route'.padEnd(36)} | conn | count | req/s    | p50 ms  | p99 ms  | failed | ÷ insert |`);
  console.log(`|${'-'.repeat(38)}|------|-------|----------|---------|---------|--------|----------|`);
  for (const r of results) {
    const ratio = (r.rps / insert(r.connections).rps).toFixed(2).padStart(8);
    const figures = [count(r.connections, 4), count(r.count, 5), r.rps.toFixed(0).padStart(8), ms(r.p50), ms(r.p99), count(r.failed, 6), ratio];
    console.log(`| ${r.route.padEnd(36)} | ${figures.join(' | ')} |`);
  }
  console.log('\nAim: POST /fe/order at least 0.25 of POST /bench/insert with as many connections.');
  console.log('The new-exhibitor order (beside the sequential insert) hashes a password with argon2id, by design.');
}

/** Fails the run when any order answer was not 200 with success: true, or the stock did not add up. */
export function assertOrdersSucceeded(label: string): void {
  if (failures.length === 0) return;
  console.error(`\n${failures.length} answers were not 200 with success: true, e.g.:\n${failures.slice(0, 5).join('\n')}`);
  throw new Error(`${label}: ${failures.length} failed requests`);
}
