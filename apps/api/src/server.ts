import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from './app.ts';
import { readConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { installOnce } from './installation/installation.ts';
import { deleteEndedWindows } from './platform/http/request-limits.ts';
import { deleteExpiredSessions } from './platform/auth/repo.ts';
import { startTempFileSweep } from './platform/files/temp-file-sweep.ts';
import { startOutboxLog } from './platform/mail/outbox-log.ts';
import { startMailWorker } from './platform/mail/worker.ts';
import { documentAttachment } from './documents/document-attachment.ts';
import { loggedError } from './platform/http/logged-error.ts';
import { loggedRequest } from './platform/http/logged-request.ts';

const config = readConfig();
// The log and the mail loop exist only once the app does; the database and the app call them before that.
const late: { log?: FastifyBaseLogger; mail?: { wake(): unknown; alive(): boolean; stop(): Promise<void> } } = {};
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  onConnectionLost: (error) => late.log?.warn({ err: error.message }, 'a database connection was lost; the next query opens a new one'),
});
// Processes starting together on one database migrate and install it once, one after the other.
const installed = await database.exclusively(async () => {
  await database.migrate();
  return installOnce(database.db, { demo: config.demo });
});

// The mail worker starts after the app; it logs a round's errors itself.
const app = await buildApp({
  db: database.db,
  config,
  logger: { level: config.logLevel, serializers: { err: loggedError, req: loggedRequest } },
  onMailQueued: () => void late.mail?.wake(),
  mailWorkerAlive: () => late.mail?.alive() ?? false,
  poolStats: database.client instanceof pg.Pool ? poolStats(database.client) : undefined,
  webRoot: config.webDist,
});
late.log = app.log;
app.log.info(`database: ${database.engine === 'postgres' ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`}; ${installed}`);

// PGlite has no autovacuum: without the planner's statistics a list of thousands of registrations is planned as
// if its tables were empty (minutes instead of seconds), and without the visibility map a count reads every row
// rather than an index. Vacuumed and analysed at start and hourly.
const analyze = () => (database.engine === 'pglite' ? database.db.execute(sql`vacuum (analyze)`).then(() => undefined) : Promise.resolve());
await analyze();

// Expired sessions and ended limit windows are useless; clearing them hourly keeps both lookups on small tables.
const sweep = setInterval(() => {
  deleteExpiredSessions(database.db).catch((err) => app.log.error(err));
  deleteEndedWindows(database.db).catch((err) => app.log.error(err));
  analyze().catch((err) => app.log.error(err));
}, 3_600_000);
sweep.unref();

const stopTempFileSweep = startTempFileSweep(database.db, app.log);
late.mail = config.smtpUrl
  ? startMailWorker({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, leaseSeconds: config.mailLeaseSeconds, attachment: documentAttachment })
  : await startOutboxLog({ db: database.db, log: app.log });

function poolStats(pool: pg.Pool) {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await late.mail?.stop();
  stopTempFileSweep();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Messeportal on ${config.publicUrl}`);
