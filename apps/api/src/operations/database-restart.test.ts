import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { postgresBinaries, startThrowawayPostgres } from '../../test/throwaway-postgres.ts';
import { buildOrderableEventIn, newExhibitorOrder, placeOrder } from '../../test/new-exhibitor-order.ts';
import { until } from '../../test/until.ts';

// PostgreSQL restarting under a load of orders (maintenance, a managed database's failover): the API process
// stays up, answers 503 in the error contract while the database is away, reconnects by itself, and every
// order it acknowledged is stored.
describe.runIf(postgresBinaries())('the API while PostgreSQL restarts', () => {
  let database: ReturnType<typeof startThrowawayPostgres>;
  let api: ServerProcess;

  beforeAll(async () => {
    database = startThrowawayPostgres(await freePort());
    api = await startServerProcess({ DATABASE_URL: database.url, ORDER_LIMIT_PER_ADDRESS: '100000' });
    await api.ready();
  }, 150_000);

  afterAll(async () => {
    await api?.stop('SIGKILL');
    database?.stop();
  });

  it('stays up, answers 503 while the database is away, recovers within seconds and loses no acknowledged order', async () => {
    const catalogue = await buildOrderableEventIn(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('update media_items set stock = ordered + 100000 where id = $1', [catalogue.mediumId]);
    await client.end();

    const run = randomBytes(3).toString('hex');
    const results: { status: number; email: string; registrationId?: number; message?: string }[] = [];
    let placing = true;
    let n = 0;
    const orderer = async () => {
      while (placing) {
        const email = `restart.${run}.${n++}@holzwerk.example`;
        const { status, body } = await placeOrder(api.url, newExhibitorOrder(catalogue, email), { 'accept-language': 'en' });
        results.push({ status, email, registrationId: body?.registrationId, message: JSON.stringify(body) });
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, orderer));
    await until(() => results.filter((r) => r.status === 200).length >= 4, 30_000);
    const before = results.length;
    await database.restart();
    const restartedAt = Date.now();
    await until(async () => (await fetch(`${api.url}/health/ready`).catch(() => undefined))?.status === 200 || !api.alive(), 30_000);
    const recoveredMs = Date.now() - restartedAt;
    await until(() => results.slice(before).filter((r) => r.status === 200).length >= 4 || !api.alive(), 30_000);
    placing = false;
    await load;

    expect(api.alive(), api.output()).toBe(true);
    // Ready again within seconds of the server's return (a pool connection is opened per request, at once).
    expect(recoveredMs).toBeLessThan(5_000);
    // The outage was seen (orders kept coming while the server was down), and answered with the error
    // contract's "unavailable", never a 500 or a dropped connection.
    expect(results.some((r) => r.status === 503)).toBe(true);
    expect(results.filter((r) => r.status !== 200 && r.status !== 503).map((r) => `${r.status} ${r.message}`)).toEqual([]);
    const acknowledged = results.filter((r) => r.status === 200);
    const after = new pg.Client({ connectionString: database.url });
    await after.connect();
    try {
      const { rows } = await after.query('select id from registrations where id = any($1::int[])', [acknowledged.map((r) => r.registrationId)]);
      expect(rows).toHaveLength(acknowledged.length);
    } finally {
      await after.end();
    }
  }, 120_000);
});
