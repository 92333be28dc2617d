import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** The rows of a raw statement, as PGlite and node-postgres both answer them (`{ rows }`). */
export async function selectRows<T>(db: Db | Tx, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}
