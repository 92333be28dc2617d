import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { migrationsFolder } from '../db/client.ts';

/** How many migrations this code ships (drizzle-kit's journal), read once. */
const shippedMigrations = (JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/** Reaches the database and tells whether it has every migration this code ships (one statement). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const [row] = (result as unknown as { rows: { applied: number }[] }).rows;
  return (row?.applied ?? 0) >= shippedMigrations;
}
