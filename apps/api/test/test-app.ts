import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
import { readConfig, type AppConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { createAnswerCheck } from './answer-check.ts';
import { TEMPLATE_PATH, withDatabase } from './paths.ts';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: App;
  database: Database;
  /** The test's own PostgreSQL database, for a second connection pool (PostgreSQL only). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A fresh copy of the seeded demo database, private to the caller, and the app on top of it. */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'webRoot' | 'extraRoutes'> = {},
): Promise<TestApp> {
  const config = { ...readConfig({}), ...overrides };
  let database: Database;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('postgresTemplate');
    if (!template) throw new Error('the PostgreSQL template was not built');
    const name = `mp_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    databaseUrl = withDatabase(url, name);
    database = openDatabase({ databaseUrl });
    dropDatabase = () => dropWhenIdle(url, name);
  } else {
    database = openDatabase({ loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]) });
  }
  const answers = createAnswerCheck();
  const app = await buildApp({ db: database.db, config, ...options, onAnswer: answers });
  return {
    app,
    database,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      if (answers.problems.length > 0) throw new Error(`Answers that do not fit their schema:\n${[...new Set(answers.problems)].join('\n')}`);
    },
  };
}

/**
 * Drops a test database once its connections have gone. The pool's end() resolves while its clients are
 * still closing; forcing the drop then would kill them mid-goodbye, an unhandled error in the test run.
 */
async function dropWhenIdle(url: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await adminQuery(url, `drop database if exists ${name}`);
    } catch (error) {
      // 55006: still in use by another session.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Logs in through the API and returns the bearer header for later calls. */
export async function loginAs(app: App, username: string, area: 'fe' | 'be' = 'fe', password = 'demo2027') {
  const response = await app.inject({ method: 'POST', url: `/${area}/login_check`, payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().token as string}` };
}
