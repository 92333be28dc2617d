// The product's app plus the reference routes (bare, one SELECT, one INSERT in a transaction), the set-up
// routes of the offers-list, registration-desk, bank-statement, open-items and order benches and the memory probe
// of the export bench, started by bench/run.ts as its own process so that the load generator and the server do not
// share an event loop.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { readConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { contacts, mediaItems } from '../apps/api/src/platform/db/schema.ts';
import { isDatabaseEmpty, seedDemoData } from '../apps/api/src/installation/seed/index.ts';
import type { ExportStats } from '../apps/api/src/desk/registration-exports/keyset-pages.ts';
import { onExportFinished } from '../apps/api/src/desk/registration-exports/stream-export.ts';
import { seedInvoices } from './bank-statements.ts';
import { createExhibitors } from './exhibitors.ts';
import { seedOpenItems } from './open-items.ts';
import { seedOffers } from './seed-offers.ts';
import { seedRegistrations } from './seed-registrations.ts';

const config = readConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);

/** A bench-only table, not part of the product's schema: the target of the one-INSERT reference route. */
const benchInserts = pgTable('bench_inserts', {
  id: serial('id').primaryKey(),
  note: text('note').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
await database.db.execute(
  sql`create table if not exists bench_inserts (id serial primary key, note text not null, created_at timestamptz not null default now())`,
);

// The collector, so that the memory probe starts from a collected heap rather than from whatever the last
// bench left lying around.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** What the process holds: resident set, and the V8 heap plus the buffers outside it (what the product allocates). */
function memoryNow() {
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, js: heapUsed + external };
}

/**
 * The export bench's probe: from `start` to `stop` the process samples its memory every 2 ms (a sample between
 * any two of the export's statements at least; within one synchronous stretch it cannot look) and keeps the
 * peak; `stop` also answers how far the process's lifetime peak RSS (maxRSS) rose meanwhile and the figures of
 * the export that finished last (rows written, most rows held).
 */
const probe: { timer?: NodeJS.Timeout; base: ReturnType<typeof memoryNow>; peak: ReturnType<typeof memoryNow>; maxRss: number } = {
  base: memoryNow(),
  peak: memoryNow(),
  maxRss: 0,
};
let lastExport: ExportStats | undefined;
onExportFinished((_list, stats) => (lastExport = { ...stats }));
const sample = () => {
  const now = memoryNow();
  probe.peak = { rss: Math.max(probe.peak.rss, now.rss), js: Math.max(probe.peak.js, now.js) };
};

const referenceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/bench/bare', { config: { access: 'public' } }, async () => ({ ok: true }));
  // The bare route with a body of n bytes made once (incompressible, sent as they are): how fast this machine answers
  // as many bytes as a large cached answer (the hall plan's gzip) carries, whatever the route does.
  const blobs = new Map<number, Buffer>();
  app.get<{ Querystring: { n?: string } }>('/bench/bytes', { config: { access: 'public' } }, async (request, reply) => {
    const n = Math.min(Math.max(Number(request.query.n) || 0, 0), 1_000_000);
    const blob = blobs.get(n) ?? blobs.set(n, randomBytes(n)).get(n)!;
    return reply.type('application/octet-stream').send(blob);
  });
  app.get('/bench/select', { config: { access: 'public' } }, async () => {
    const [row] = await app.db.select({ id: contacts.id, name: contacts.name }).from(contacts).where(eq(contacts.id, 1));
    return { row };
  });
  app.post<{ Body: { note?: string } }>('/bench/insert', { config: { access: 'public' } }, async (request) => {
    const [row] = await app.db.transaction((tx) =>
      tx.insert(benchInserts).values({ note: String(request.body?.note ?? '') }).returning({ id: benchInserts.id }),
    );
    return { success: true, id: row!.id };
  });

  // Set-up, called by bench/run.ts before measuring (on the database it made for the run): the offers behind
  // the back-office list, the registrations behind the registration desk, the open invoices a bank statement
  // pays and the ledger of the open items; for the order bench, companies with a logged-in main contact each, and a
  // media item with stock enough for every order (so each order takes stock under its row lock).
  app.post<{ Body: { eventId: number; count: number } }>('/bench/setup/offers', { config: { access: 'public' } }, async (request) =>
    seedOffers(app.db, request.body.eventId, request.body.count),
  );
  app.post<{ Body: { eventId: number; count: number } }>('/bench/setup/registrations', { config: { access: 'public' } }, async (request) =>
    seedRegistrations(app.db, request.body.eventId, request.body.count),
  );
  app.post<{ Body: { eventId: number; count: number } }>('/bench/setup/invoices', { config: { access: 'public' } }, async (request) =>
    seedInvoices(app.db, request.body.eventId, request.body.count),
  );
  app.post<{ Body: { eventId: number; count: number } }>('/bench/setup/open-items', { config: { access: 'public' } }, async (request) =>
    seedOpenItems(app.db, request.body.eventId, request.body.count),
  );
  app.post<{ Body: { count: number } }>('/bench/setup/exhibitors', { config: { access: 'public' } }, async (request) => ({
    tokens: await createExhibitors(app.db, request.body.count),
  }));
  app.post<{ Body: { mediaId: number; stock: number } }>('/bench/setup/stock', { config: { access: 'public' } }, async (request) => {
    await app.db.update(mediaItems).set({ stock: request.body.stock }).where(eq(mediaItems.id, request.body.mediaId));
    // As every writer of the catalogue does: this process's next media list shows the new stock at once.
    app.catalogueChanges.changedHere('stock');
    return { ok: true };
  });

  app.post('/bench/memory/start', { config: { access: 'public' } }, async () => {
    clearInterval(probe.timer);
    collectGarbage();
    Object.assign(probe, { base: memoryNow(), peak: memoryNow(), maxRss: process.resourceUsage().maxRSS * 1024 });
    lastExport = undefined;
    probe.timer = setInterval(sample, 2);
    return probe.base;
  });
  app.post('/bench/memory/stop', { config: { access: 'public' } }, async () => {
    clearInterval(probe.timer);
    sample();
    return { base: probe.base, peak: probe.peak, maxRssRise: process.resourceUsage().maxRSS * 1024 - probe.maxRss, export: lastExport ?? null };
  });
};

const app = await buildApp({ db: database.db, config, extraRoutes: referenceRoutes, logger: false, webRoot: config.webDist });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
