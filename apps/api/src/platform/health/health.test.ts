import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('health checks (%s)', (engine) => {
  let t: TestApp;
  let mailWorkerAlive = true;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.app.mailWorkerAlive = () => mailWorkerAlive;
  });
  afterAll(() => t.close());

  it('is live and ready with a migrated database and a running mail worker, and never cached', async () => {
    const live = await t.app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', mailWorker: 'ok' } });
  });

  it('is not ready while the mail worker has stopped its rounds', async () => {
    mailWorkerAlive = false;
    const ready = await t.app.inject({ url: '/health/ready' });
    mailWorkerAlive = true;
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', mailWorker: 'failing' } });
  });
});

describe('a database that cannot be reached', () => {
  // Nothing listens on port 1: every connection is refused at once, as while a server restarts.
  const database = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ db: database.db, config: readConfig({}) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 in the error contract, in the caller language, with a time to retry', async () => {
    const response = await app.inject({ url: '/pub/event/1?lang=en-US' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      success: false,
      errors: [{ property: '', message: 'The service is unavailable for a moment. Please try again in a few seconds.' }],
    });
  });

  it('reports itself live but not ready', async () => {
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toMatchObject({ database: 'failing', migrations: 'failing' });
  });
});
