import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildContact, type BuiltContact } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

const login = (app: App, username: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/fe/login_check?lang=en-US', payload: { username, password }, headers });

// A binding order without a body: refused as invalid, but counted against the address's order limit first.
const order = (app: App, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/pub/order', payload: {}, headers });

describe.each(engines)('request limits shared by every process (%s)', (engine) => {
  let t: TestApp;
  /** A second API process on the same database: on PostgreSQL with its own connection pool. */
  let second: { app: App; database?: Database };
  const config = { ...readConfig({}), loginLimitPerAccount: 3, orderLimitPerAddress: 2 };
  /** The account locked out, and another one. */
  let guessed: BuiltContact;
  let another: BuiltContact;

  beforeAll(async () => {
    t = await createTestApp(engine, { loginLimitPerAccount: 3, orderLimitPerAddress: 2 });
    guessed = await buildContact(t.app);
    another = await buildContact(t.app);
    const database = engine === 'postgres' ? openDatabase({ databaseUrl: t.databaseUrl }) : undefined;
    second = { app: await buildApp({ db: database?.db ?? t.database.db, config }), database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
    await t.close();
  });

  it('locks an account through one process and finds it locked on the other, and after a restart', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t.app, guessed.email, 'guess')).statusCode).toBe(401);
    const locked = await login(second.app, guessed.email, guessed.password!);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].message).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);

    // A process started afterwards (the first restarted) knows the lock-out too.
    const restarted = await buildApp({ db: second.database?.db ?? t.database.db, config });
    try {
      expect((await login(restarted, guessed.email, guessed.password!)).statusCode).toBe(429);
      expect((await login(restarted, another.email, another.password!)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('counts one address across processes, and counts it apart from other routes', async () => {
    expect((await order(t.app)).statusCode).toBe(400);
    expect((await order(second.app)).statusCode).toBe(400);
    const third = await order(t.app);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ success: false, errors: [{ property: '', message: expect.stringMatching(/^Zu viele Versuche/) }] });
    // The login limit of the same address is another counter.
    expect((await login(second.app, another.email, another.password!)).statusCode).toBe(200);
  });

  it('counts a lookup of an address as long as a body may be, and still locks the account it names', async () => {
    // The limit's key holds the address sent; 900,000 characters once overflowed the key's index (500).
    const huge = `${'a'.repeat(900_000)}@example.com`;
    const validate = await t.app.inject({ method: 'POST', url: '/pub/validate?lang=en-US', payload: { contact: { email: huge } } });
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toMatchObject({ success: false });
    for (let i = 0; i < 3; i++) expect((await login(t.app, another.email, 'guess')).statusCode).toBe(401);
    expect((await login(t.app, another.email, another.password!)).statusCode).toBe(429);
  });
});

describe('the client address behind a proxy', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      createTestApp('pglite', { orderLimitPerAddress: 2 }),
      createTestApp('pglite', { orderLimitPerAddress: 2, trustProxy: '127.0.0.1' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, so no client escapes a limit by forging it', async () => {
    const statuses = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push((await order(direct.app, { 'x-forwarded-for': address })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('takes the client address from X-Forwarded-For sent by the named proxy', async () => {
    const statuses = [];
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) {
      statuses.push((await order(proxied.app, { 'x-forwarded-for': address })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429, 400]);
  });
});
