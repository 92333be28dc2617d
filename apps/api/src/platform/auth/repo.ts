import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, sessions, staffUsers } from '../db/schema.ts';

export type SessionKind = 'exhibitor' | 'staff';

export const findContactByEmail = (db: Db, email: string) =>
  db.query.contacts.findFirst({ where: eq(contacts.email, email) });

export const findStaffUserByEmail = (db: Db, email: string) =>
  db.query.staffUsers.findFirst({ where: eq(staffUsers.email, email) });

/**
 * Writes a login's session only if the account is as the login found it (the same password hash; a staff account
 * not disabled), holding its row until the session is written: an admin disabling the account or a new password
 * set while the password was being verified either commits first (no session) or waits and ends the session
 * with the others. Answers whether the session was written.
 */
export async function insertSessionIfUnchanged(
  db: Db,
  values: { tokenHash: string; kind: SessionKind; contactId?: number; companyId?: number; staffUserId?: number; expiresAt: Date; userAgent: string },
  verifiedHash: string,
): Promise<boolean> {
  const unchanged =
    values.kind === 'staff'
      ? sql`exists (select 1 from ${staffUsers} where ${staffUsers.id} = ${values.staffUserId} and ${staffUsers.passwordHash} = ${verifiedHash} and ${staffUsers.disabledAt} is null for share)`
      : sql`exists (select 1 from ${contacts} where ${contacts.id} = ${values.contactId} and ${contacts.passwordHash} = ${verifiedHash} for share)`;
  // PGlite and node-postgres both answer `rows`.
  const { rows } = (await db.execute(sql`
    insert into ${sessions} (token_hash, kind, contact_id, company_id, staff_user_id, expires_at, user_agent)
    select ${values.tokenHash}, ${values.kind}, ${values.contactId ?? null}::int, ${values.companyId ?? null}::int, ${values.staffUserId ?? null}::int,
      ${values.expiresAt.toISOString()}::timestamptz, ${values.userAgent}
    where ${unchanged}
    returning id`)) as { rows: unknown[] };
  return rows.length > 0;
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
    // A disabled staff account's session is refused even if one outlived the disabling.
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), sql`(${sessions.kind} <> 'staff' or ${staffUsers.disabledAt} is null)`))
    .limit(1);
  return row;
}

/** Expired sessions are of no use to anyone; removed now and then so the table stays small. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
}

/** A staff member's live sessions, newest first. */
export const liveStaffSessions = (db: Db, staffUserId: number) =>
  db
    .select({ id: sessions.id, tokenHash: sessions.tokenHash, userAgent: sessions.userAgent, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.staffUserId, staffUserId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));

/** Ends the staff member's sessions but the one of `keepTokenHash`: one (`sessionId`) or all the others; answers how many ended. */
export async function endOtherStaffSessions(db: Db, staffUserId: number, keepTokenHash: string, sessionId?: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.staffUserId, staffUserId), ne(sessions.tokenHash, keepTokenHash), sessionId === undefined ? undefined : eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
