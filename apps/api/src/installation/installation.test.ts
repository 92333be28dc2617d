import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../platform/config.ts';
import { withDatabase } from '../../test/paths.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { installOnce } from './installation.ts';
import { buildApp } from '../app.ts';
import { loginAs } from '../../test/test-app.ts';
import { buildStaff, STAFF_PASSWORD } from '../../test/factories/index.ts';
import { contacts, events, installation, staffUsers } from '../platform/db/schema.ts';

const counts = async ({ db }: Database) => ({
  events: (await db.select().from(events)).length,
  contacts: (await db.select().from(contacts)).length,
  staff: (await db.select().from(staffUsers)).length,
});

describe('the first start decides whether the database holds the demo data', () => {
  let database: Database | undefined;
  afterEach(() => database?.close());

  it('DEMO=false leaves a new database without fairs and without any account, and a later start with the demo setting seeds nothing', async () => {
    database = openDatabase({});
    await database.migrate();
    expect(await installOnce(database.db, { demo: false })).toBe('installed without demo data');
    expect(await counts(database)).toEqual({ events: 0, contacts: 0, staff: 0 });
    expect(await installOnce(database.db, { demo: true })).toBe('already installed');
    expect(await counts(database)).toEqual({ events: 0, contacts: 0, staff: 0 });
    expect(await database.db.select({ demo: installation.demo }).from(installation)).toEqual([{ demo: false }]);
  });

  it('on a database without demo data the first admin reads the settings, still empty', async () => {
    database = openDatabase({});
    await database.migrate();
    await installOnce(database.db, { demo: false });
    const app = await buildApp({ db: database.db, config: readConfig({}) });
    try {
      const admin = await buildStaff({ db: database.db }, { role: 'admin' });
      const headers = await loginAs(app, admin.email, 'be', STAFF_PASSWORD);
      const read = await app.inject({ method: 'GET', url: '/be/admin/settings', headers });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().settings).toMatchObject({ companyName: '', email: '', iban: '', logoUri: null });
    } finally {
      await app.close();
    }
  });

  it('by default a new database gets the demo fairs and accounts once', async () => {
    database = openDatabase({});
    await database.migrate();
    expect(await installOnce(database.db, { demo: true })).toBe('demo seeded');
    const seeded = await counts(database);
    expect(seeded.events).toBe(2);
    expect(seeded.staff).toBe(1);
    expect(await installOnce(database.db, { demo: true })).toBe('already installed');
    expect(await counts(database)).toEqual(seeded);
  }, 180_000);
});

describe('DEMO', () => {
  it('is on unless set to false (or 0); any other value stops the start with a message', () => {
    expect(readConfig({}).demo).toBe(true);
    expect(readConfig({ DEMO: 'true' }).demo).toBe(true);
    expect(readConfig({ DEMO: 'false' }).demo).toBe(false);
    expect(readConfig({ DEMO: '0' }).demo).toBe(false);
    expect(() => readConfig({ DEMO: 'no' })).toThrow("DEMO is true or false, got 'no'");
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

// The server as operators start it, on each engine: a production start answers no demo fair and knows no demo login.
describe('a server started with DEMO=false', () => {
  let server: ServerProcess | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await server?.stop('SIGTERM');
    await cleanup?.();
    server = undefined;
    cleanup = undefined;
  });

  const expectEmpty = async (process: ServerProcess) => {
    await process.ready();
    expect((await fetch(`${process.url}/pub/event/1`)).status).toBe(404);
    const login = await fetch(`${process.url}/be/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'be@messeportal.example', password: 'demo2027' }),
    });
    expect(login.status).toBe(401);
  };

  it('on the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-demo-false-'));
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    server = await startServerProcess({ DEMO: 'false', DATA_DIR: dataDir, DATABASE_URL: '' });
    await expectEmpty(server);
  }, 150_000);

  it.runIf(serverUrl)('on a PostgreSQL server', async () => {
    const name = `mp_nodemo_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    server = await startServerProcess({ DEMO: 'false', DATABASE_URL: withDatabase(serverUrl!, name) });
    await expectEmpty(server);
  }, 150_000);
});
