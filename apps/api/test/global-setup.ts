import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/client.ts';
import { seedDemoData } from '../src/installation/seed/index.ts';
import { TEMPLATE_PATH, withDatabase } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string | null;
  }
}

async function buildPgliteTemplate() {
  const database = openDatabase({});
  await database.migrate();
  await seedDemoData(database.db);
  const client = database.client as PGlite;
  const dump = await client.dumpDataDir('none');
  mkdirSync(dirname(TEMPLATE_PATH), { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

/** A migrated, seeded database on the server, copied by `CREATE DATABASE … TEMPLATE` for each test file. */
async function buildPostgresTemplate(url: string) {
  const name = `mp_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openDatabase({ databaseUrl: withDatabase(url, name) });
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
  return {
    name,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** One migrated, seeded database per engine for the whole run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const [, postgres] = await Promise.all([buildPgliteTemplate(), url ? buildPostgresTemplate(url) : null]);
  project.provide('postgresTemplate', postgres?.name ?? null);
  return async () => postgres?.drop();
}
