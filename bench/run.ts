// `npm run bench`: requests per second and p99 latency of the product's read routes, each beside a bare
// route and a one-SELECT route measured in the same run on the same engine (PGlite, and PostgreSQL when
// BENCH_DATABASE_URL is set); the back-office offers list over 5,000 seeded offers beside the same two; the
// registration desk over 5,000 seeded registrations (list, filters, search, one registration, the back office's
// search everywhere) beside them too,
// and the services export of those registrations (time and the server's memory); a camt.053 bank statement of
// 5,000 credits against 5,000 seeded open invoices, uploaded twice, and the list of its entries waiting for a
// person, against the limits of issue 30 (bench/bank-statements.ts); the open-items view over 5,000 more invoices
// (part paid, credited, spread over the age buckets) and its CSV export, one call at a time beside the desk's list
// and services export and the bare and one-SELECT routes (bench/open-items.ts); then binding orders per second,
// sequentially and with 10 concurrent clients, beside a route that inserts one row in a transaction, measured
// the same way; then the hall plan of 2,000 stands: its geometry answer (gzip, ETag) and its sales states beside the
// bare and one-SELECT routes measured again right beside them, the answer's size, and the DXF import to its preview,
// against the limits of issue 31 (bench/hall-plans.ts); last the document PDF render (bench/pdf.ts). First of all the
// web bundle: JavaScript per route as served, against its budget (bench/web-bundle.ts).
// `BENCH_ONLY=bank` runs the bank-statement bench alone on each engine, for a figure in a minute; `BENCH_ONLY=open`
// the open-items bench; `BENCH_ONLY=halls` the hall-plan bench (with the desk bench's registrations seeded first), and
// the desk's plan of 2,000 stands in Chromium (bench/desk-plan-browser.ts); `BENCH_ONLY=desk` the registration desk.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { withDatabase } from '../apps/api/test/paths.ts';
import { benchBankStatements, printBankStatements } from './bank-statements.ts';
import { measureRevalidation, prepareHallPlans, printHallPlans } from './hall-plans.ts';
import { prepareOfferList } from './offer-list.ts';
import { benchOpenItems, printOpenItems } from './open-items.ts';
import { assertOrdersSucceeded, benchOrders, printOrders } from './orders.ts';
import { benchSearchLatency, benchServicesExport, prepareRegistrationDesk, printSearchLatency, printServicesExport } from './registration-desk.ts';
import { buildWeb, measureWebBundle, printWebBundle } from './web-bundle.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${PORT}`;
/** One bench alone, when working on it: `bank`, `open`, `halls` or `desk`. */
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && !['bank', 'open', 'halls', 'desk'].includes(ONLY)) throw new Error(`BENCH_ONLY=${ONLY}: only "bank", "open", "halls" and "desk" are known`);

interface Result {
  route: string;
  rps: number;
  p99: number;
}

async function measure(path: string, headers: Record<string, string> = {}, body?: object): Promise<Result> {
  const options = {
    url: base + path,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    method: body ? ('POST' as const) : ('GET' as const),
    body: body ? JSON.stringify(body) : undefined,
    connections: 10,
    pipelining: 1,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up: caches, JIT, connection pool
  const result = await autocannon({ ...options, duration: DURATION });
  if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { route: `${options.method} ${path.split('?')[0]}`, rps: result.requests.average, p99: result.latency.p99 };
}



/** The back-office offers list, each call beside the bare and one-SELECT routes measured in the same run. */
async function benchOfferList(label: string, bare: Result, select: Result) {
  const { summary, calls } = await prepareOfferList(base);
  const results: Result[] = [];
  for (const call of calls) results.push({ ...(await measure(call.path, call.headers)), route: call.label });
  print(`${label}: back-office offers list, ${summary}`, bare, select, results);
}

/** The registration desk beside the bare and one-SELECT routes, then the services export of its registrations. */
async function benchRegistrationDesk(label: string, bare: Result, select: Result) {
  const { summary, calls, headers } = await prepareRegistrationDesk(base);
  const results: Result[] = [];
  for (const call of calls) results.push({ ...(await measure(call.path, call.headers)), route: call.label });
  print(`${label}: registration desk, ${summary}`, bare, select, results);
  printSearchLatency(label, await benchSearchLatency(base, headers));
  printServicesExport(label, await benchServicesExport(base, headers));
}

/**
 * The hall plan of 2,000 stands (set up through the API), its geometry and its sales states beside the bare and
 * one-SELECT routes measured again right beside them (the run's first figures are minutes old by then), and the DXF
 * import. Alone it seeds the desk bench's registrations first, so that the states read as many as in the whole run.
 */
async function benchHallPlans(label: string) {
  const prepared = await prepareHallPlans(base, { seedRegistrations: ONLY === 'halls' });
  const bare = await measure('/bench/bare');
  const select = await measure('/bench/select');
  const plan = { ...(await measure(prepared.plan.path, prepared.plan.headers)), route: prepared.plan.label };
  const sameBytes = { ...(await measure(`/bench/bytes?n=${prepared.plan.brBytes}`)), route: `GET /bench/bytes (bare, ${(prepared.plan.brBytes / 1000).toFixed(1)} kB)` };
  const revalidated = await measureRevalidation(base, prepared.plan, DURATION);
  const states = { ...(await measure(prepared.states.path, prepared.states.headers)), route: prepared.states.label };
  printHallPlans(label, DURATION, { bare, select, plan, sameBytes, revalidated, states }, prepared);
  // The desk's plan of those 2,000 stands in Chromium: shown, panned and zoomed (once, on the embedded database).
  if (label === 'PGlite') await benchDeskPlan(label);
}

/**
 * The desk plan's browser bench, loaded by a path the API's type check does not follow: its functions run in the page
 * and are checked with the DOM's types (scripts/tsconfig.json), which the API's code must not see.
 */
const DESK_PLAN_BENCH: string = './desk-plan-browser.ts';
interface DeskPlanBench {
  measureDeskPlan(base: string): Promise<unknown>;
  printDeskPlan(label: string, measured: unknown): void;
}
async function benchDeskPlan(label: string) {
  const { measureDeskPlan, printDeskPlan } = (await import(DESK_PLAN_BENCH)) as DeskPlanBench;
  printDeskPlan(label, await measureDeskPlan(base));
}

async function startServer(env: Record<string, string>) {
  const child = fork(join(import.meta.dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    // The new-exhibitor orders come from one address, far more than the product lets one client place.
    env: { ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'warn', ORDER_LIMIT_PER_ADDRESS: '100000' },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

/** The demo exhibitor's registration and the booklet's mandatory service, for the portal routes. */
async function portalTargets(auth: Record<string, string>) {
  const global = (await (await fetch(`${base}/fe/globaldata`, { headers: auth })).json()) as { registrations: { id: number }[] };
  const registrationId = global.registrations[0]!.id;
  const booklet = (await (await fetch(`${base}/fe/rest/orderbook/${registrationId}`, { headers: auth })).json()) as {
    orderBooks: { id: number; tab: number; isMandatory: boolean }[];
  };
  const mandatoryItemId = booklet.orderBooks.find((item) => item.tab === 0 && item.isMandatory)!.id;
  return { registrationId, mandatoryItemId };
}

async function benchEngine(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    if (ONLY === 'bank') return printBankStatements(label, await benchBankStatements(base));
    if (ONLY === 'open') return printOpenItems(label, await benchOpenItems(base));
    if (ONLY === 'halls') return await benchHallPlans(label);
    if (ONLY === 'desk') return await benchRegistrationDesk(label, await measure('/bench/bare'), await measure('/bench/select'));
    if (label === 'PGlite') printWebBundle(await measureWebBundle(base));
    const login = await fetch(`${base}/fe/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@messeportal.example', password: 'demo2027' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const portal = await portalTargets(auth);
    const bare = await measure('/bench/bare');
    const select = await measure('/bench/select');
    const routes = [
      await measure('/pub/config?lang=de-DE'),
      await measure('/pub/event/1?lang=de-DE'),
      await measure('/fe/globaldata?lang=de-DE', { authorization: `Bearer ${token}` }),
      await measure('/pub/calculate_configurator?lang=de-DE', {}, { eventId: 1, standConfigId: 2, qm: 48 }),
      await measure('/pub/event/1/medias?lang=de-DE'),
      await measure('/pub/event/1/orderbook?lang=de-DE'),
      await measure(`/fe/rest/registration/${portal.registrationId}?lang=de-DE`, auth),
      await measure(`/fe/rest/orderbook/${portal.registrationId}?lang=de-DE`, auth),
      // A booklet save: the tab's values replaced in one transaction.
      await measure(`/fe/rest/orderbook/${portal.registrationId}?tab=0&lang=de-DE`, auth, { orderBooks: [{ id: portal.mandatoryItemId, amount: 48 }] }),
    ];
    print(label, bare, select, routes);
    await benchOfferList(label, bare, select);
    await benchRegistrationDesk(label, bare, select);
    // On the desk's registrations, one invoice each: the open items of a fair of that size.
    printBankStatements(label, await benchBankStatements(base));
    // After the bank bench: its 5,000 invoices (mostly paid by then) stay in the view beside these.
    printOpenItems(label, await benchOpenItems(base));
    printOrders(label, await benchOrders(base));
    assertOrdersSucceeded(label);
    // Last: it makes event 1 sell by self-selection and moves 200 of the desk's registrations onto its hall.
    await benchHallPlans(label);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function print(label: string, bare: Result, select: Result, routes: Result[]) {
  const row = (r: Result, ratios: string[]) =>
    `| ${r.route.padEnd(42)} | ${r.rps.toFixed(0).padStart(8)} | ${r.p99.toFixed(1).padStart(7)} | ${ratios.join(' | ')} |`;
  const ratio = (a: number, b: number) => (a / b).toFixed(2).padStart(8);
  console.log(`\n### ${label} (${DURATION} s per route, 10 connections)\n`);
  console.log(`| ${'route'.padEnd(42)} | req/s    | p99 ms  | ÷ bare   | ÷ select |`);
  console.log(`|${'-'.repeat(44)}|----------|---------|----------|----------|`);
  console.log(row(bare, [ratio(1, 1), ratio(bare.rps, select.rps)]));
  console.log(row(select, [ratio(select.rps, bare.rps), ratio(1, 1)]));
  for (const r of routes) console.log(row(r, [ratio(r.rps, bare.rps), ratio(r.rps, select.rps)]));
}


if (!ONLY || ONLY === 'halls') buildWeb();
const dataDir = mkdtempSync(join(tmpdir(), 'mp-bench-'));
try {
  await benchEngine('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `mp_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    await benchEngine('PostgreSQL', { DATABASE_URL: withDatabase(serverUrl, name) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// The PDF render on its own in-memory PGlite, in a process of its own as `npx tsx bench/pdf.ts` runs it.
if (!ONLY) {
  console.log('\n### Document PDF\n');
  const pdf = fork(join(import.meta.dirname, 'pdf.ts'), { execArgv: ['--import', 'tsx'] });
  const pdfExit = await new Promise<number | null>((resolve) => pdf.once('exit', resolve));
  if (pdfExit !== 0) throw new Error(`bench/pdf.ts exited with ${pdfExit}`);
}
