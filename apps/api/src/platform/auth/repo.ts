import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, sessions, staffUsers } from '../db/schema.ts';

export type SessionKind = 'exhibitor' | 'staff';

export const findContactByEmail = (db: Db, email: string) =>
  db.query.contacts.findFirst({ where: eq(contacts.email, email) });

export const findStaffUserByEmail = (db: Db, email: string) =>
  db.query.staffUsers.findFirst({ where: eq(staffUsers.email, email) });

export async function insertSession(
  db: Db,
  values: { tokenHash: string; kind: SessionKind; contactId?: number; companyId?: number; staffUserId?: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** The caller behind a token: one indexed read of the session table, with a staff member's current role. */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      kind: sessions.kind,
      contactId: sessions.contactId,
      companyId: sessions.companyId,
      staffUserId: sessions.staffUserId,
      staffRole: staffUsers.role,
    })
    .from(sessions)
    .leftJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Expired sessions are of no use to anyone; removed now and then so the table stays small. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
}
