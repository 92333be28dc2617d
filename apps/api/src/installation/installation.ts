import type { Db } from '../platform/db/client.ts';
import { installation } from '../platform/db/schema.ts';
import { seedDemoData } from './seed/index.ts';

export type InstallationStart = 'demo seeded' | 'installed without demo data' | 'already installed';

/**
 * The first start of a database decides once whether it holds the demo data: with `demo` it is seeded (the
 * README's first command), without it (`DEMO=false`) it stays empty, without any demo account. Every later
 * start leaves the data alone, whatever `demo` says then: a production database never gets demo data by a
 * forgotten setting. Call it while no other process starts on the database (Database.exclusively).
 */
export async function installOnce(db: Db, { demo, now = new Date() }: { demo: boolean; now?: Date }): Promise<InstallationStart> {
  const [installed] = await db.select({ demo: installation.demo }).from(installation);
  if (installed) return 'already installed';
  if (demo) {
    await seedDemoData(db, now);
    return 'demo seeded';
  }
  await db.insert(installation).values({ demo: false });
  return 'installed without demo data';
}
