import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/audit/record-change.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { companies, registrations, standChangeNotices } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';

/** The booked stands new plan versions changed in an event that staff have not seen yet, oldest first, with the company. */
export const openStandChangeNotices = (db: Db | Tx, eventId: number) =>
  db
    .select({ notice: standChangeNotices, company: companies.name })
    .from(standChangeNotices)
    .innerJoin(registrations, eq(registrations.id, standChangeNotices.registrationId))
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(and(eq(standChangeNotices.eventId, eventId), isNull(standChangeNotices.seenAt)))
    .orderBy(standChangeNotices.id);

/** Staff have seen the notice: the desk lists it no more. Seeing it twice is no error; another event's is a 404. */
export async function markStandChangeSeen(db: Db | Tx, eventId: number, id: number, actor: Actor): Promise<void> {
  const [notice] = await db
    .update(standChangeNotices)
    .set({ seenAt: sql`coalesce(${standChangeNotices.seenAt}, now())`, seenBy: sql`coalesce(${standChangeNotices.seenBy}, ${actor?.staffUserId ?? null})` })
    .where(and(eq(standChangeNotices.id, id), eq(standChangeNotices.eventId, eventId)))
    .returning({ id: standChangeNotices.id });
  if (!notice) throw notFound('standChangeNoticeNotFound', 'id');
}
