// The product's app plus two reference routes, started by bench/run.ts as its own process so that
// autocannon and the server do not share an event loop.
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { readConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { contacts } from '../apps/api/src/db/schema.ts';
import { isDatabaseEmpty, seedDemoData } from '../apps/api/src/db/seed/index.ts';

const config = readConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);

const referenceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/bench/bare', { config: { access: 'public' } }, async () => ({ ok: true }));
  app.get('/bench/select', { config: { access: 'public' } }, async () => {
    const [row] = await app.db.select({ id: contacts.id, name: contacts.name }).from(contacts).where(eq(contacts.id, 1));
    return { row };
  });
};

const app = await buildApp({ db: database.db, config, extraRoutes: referenceRoutes, logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
