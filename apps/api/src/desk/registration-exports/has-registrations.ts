import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema.ts';

/** Whether anyone ever registered for the event (cancelled registrations count: they are in the lists). */
export async function hasRegistrations(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db.select({ found: sql<number>`1` }).from(registrations).where(eq(registrations.eventId, eventId)).limit(1);
  return row !== undefined;
}
