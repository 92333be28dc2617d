import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both engines; a union of the driver types would break drizzle's overloads. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction behaves like the database for every query function. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The driver underneath (PGlite or a pg Pool), for tools that need it. */
  client: PGlite | pg.Pool;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process does its start-up work on the same database (a PostgreSQL advisory
   * lock held by a connection of its own; PGlite belongs to one process anyway).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /**
   * A connection of the pool broke while idle (the server restarted, failed over or ended it). The pool drops
   * it and the next query opens a new one; without a listener Node would end the process.
   */
  onConnectionLost?: (error: Error) => void;
}

/** The advisory lock key of the start-up work (migrations, demo seed): any constant that no one else uses. */
const STARTUP_LOCK = 0x4d657373655f7374n; // "Messe_st"

/** Migrations and the demo seed under the start-up lock, so processes starting together do them once. */
async function exclusivelyOnServer<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL server when a URL is given, otherwise embedded PGlite in `dataDir` (in memory without one,
 * optionally started from a dumped data folder).
 */
export function openDatabase(options: OpenOptions): Database {
  if (options.databaseUrl) {
    // A query waits at most this long for a connection, so a request fails (503) rather than hangs while the
    // server is away.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection's failure reaches the pool's listener; a checked-out one's (a transaction between two
    // statements) reaches only its own client, which would otherwise end the process. The pool drops the
    // broken client when it is released; the statement that needed it fails as "database unavailable".
    const lost = (error: Error) => options.onConnectionLost?.(error);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      client: pool,
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusively: (work) => exclusivelyOnServer(pool, work),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the back-office searches read along trigram indexes (migration 0020), as on a PostgreSQL server.
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
