// `npx tsx bench/export-event-loop.ts [rows]`: how long one registration-desk export holds the API's event loop
// (issue 28, point 9). Seeds the demo and `rows` registrations (default 5,000) into a fresh PGlite (with
// BENCH_DATABASE_URL: a throwaway database on that PostgreSQL server), serves the app on a free port of this
// process and downloads each list as XLSX (the first run loads exceljs) and as CSV, while a cheap request
// (GET /health/live) goes out every 5 ms. Prints per export the time to the last byte, the longest event-loop
// delay (perf_hooks.monitorEventLoopDelay) and the slowest of the parallel requests.
// A measurement, not a test: the figures depend on the machine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { readConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { seedDemoData } from '../apps/api/src/installation/seed/index.ts';
import { withDatabase } from '../apps/api/test/paths.ts';
import { seedRegistrations } from './seed-registrations.ts';

const ROWS = Number(process.argv[2] ?? 5000);
const EVENT = 1;
const PROBE_EVERY_MS = 5;

const dataDir = mkdtempSync(join(tmpdir(), 'mp-export-loop-'));
const server = process.env.BENCH_DATABASE_URL;
const name = `mp_export_loop_${randomBytes(4).toString('hex')}`;
if (server) await adminQuery(`create database ${name}`);
const database = openDatabase(server ? { databaseUrl: withDatabase(server, name) } : { dataDir });
await database.migrate();
await seedDemoData(database.db);
await seedRegistrations(database.db, EVENT, ROWS);
const app = await buildApp({ db: database.db, config: readConfig({ DATABASE_URL: '', DATA_DIR: dataDir }), logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const login = await fetch(`${base}/be/login_check`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'be@messeportal.example', password: 'demo2027' }),
});
const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

/** One export read to its end while the probe requests run; the figures of the event loop meanwhile. */
async function measure(list: string, format: 'csv' | 'xlsx') {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const latencies: number[] = [];
  let exporting = true;
  const probes = (async () => {
    while (exporting) {
      const sent = performance.now();
      await (await fetch(`${base}/health/live`)).arrayBuffer();
      latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  delay.enable();
  const started = performance.now();
  const response = await fetch(`${base}/be/event/${EVENT}/export/${list}?format=${format}&lang=de-DE`, { headers });
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - started;
  delay.disable();
  exporting = false;
  await probes;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    export: `${list}.${format}`,
    status: response.status,
    kB: Math.round(bytes / 1024),
    'time ms': Math.round(ms),
    'max loop delay ms': Math.round(delay.max / 1e6),
    'p99 loop delay ms': Math.round(delay.percentile(99) / 1e6),
    probes: sorted.length,
    'slowest probe ms': Math.round(sorted.at(-1) ?? 0),
    'median probe ms': Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
  };
}

const results = [];
for (const list of ['registrations', 'registrations', 'services', 'media', 'directory']) results.push(await measure(list, 'xlsx'));
results.push(await measure('registrations', 'csv'));
console.log(`${server ? 'PostgreSQL' : 'PGlite'}, ${ROWS} registrations seeded; the first XLSX export loads exceljs.`);
console.table(results);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (server) await adminQuery(`drop database ${name} with (force)`);

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(statement);
  await client.end();
}
