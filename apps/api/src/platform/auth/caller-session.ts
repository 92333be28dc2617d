import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, staffUsers } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http/app-error.ts';
import { settleCaller, type SessionRow } from './plugin.ts';
import { bearerToken, hashToken } from './token.ts';

/**
 * A page of an exhibitor's `sessionInStatement` route read in one statement with the caller's session: `view` selects the
 * page's columns (and `true as found`) scoped to the company it is given, which is the session's, so a token
 * of another company or of staff reads nothing. Answers the settled caller (401/403 as on every route) and the
 * view's row, undefined when the view found nothing.
 */
export async function withCallerSession<Row extends object>(db: Db, request: FastifyRequest, view: (companyId: SQL) => SQL) {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized();
  const result = await db.execute(sql`select caller_session.kind as "sessionKind", caller_session.contact_id as "sessionContactId",
      caller_session.company_id as "sessionCompanyId", caller_session.staff_user_id as "sessionStaffUserId", page.*
    from ${sessions} caller_session left join lateral (${view(sql`caller_session.company_id`)}) page on true
    where caller_session.token_hash = ${hashToken(token)} and caller_session.expires_at > now() limit 1`);
  const [row] = (result as unknown as { rows: (Row & SessionColumns & { found: boolean | null })[] }).rows;
  const session: SessionRow | undefined = row && {
    kind: row.sessionKind,
    contactId: row.sessionContactId,
    companyId: row.sessionCompanyId,
    staffUserId: row.sessionStaffUserId,
    staffRole: null,
  };
  const caller = settleCaller(request, session);
  if (caller.kind !== 'exhibitor') throw forbidden();
  return { caller, row: row?.found ? (row as Row) : undefined };
}

interface SessionColumns {
  sessionKind: SessionRow['kind'];
  sessionContactId: number | null;
  sessionCompanyId: number | null;
  sessionStaffUserId: number | null;
}

/**
 * A back-office page read in one statement with the caller's session, as withCallerSession reads an exhibitor's:
 * `view` selects the page's columns (and `true as found`); the session counts only while its staff account is
 * not disabled, and the staff member's current role is read with it. Answers the settled caller (401 without a
 * live session, 403 for exhibitors and roles the route's `may` excludes) and the view's row.
 */
export async function withStaffSession<Row extends object>(db: Db, request: FastifyRequest, view: SQL) {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized();
  const result = await db.execute(sql`select caller_session.kind as "sessionKind", caller_session.contact_id as "sessionContactId",
      caller_session.company_id as "sessionCompanyId", caller_session.staff_user_id as "sessionStaffUserId", staff.role as "sessionStaffRole", page.*
    from ${sessions} caller_session left join ${staffUsers} staff on staff.id = caller_session.staff_user_id
      left join lateral (${view}) page on caller_session.kind = 'staff'
    where caller_session.token_hash = ${hashToken(token)} and caller_session.expires_at > now()
      and (caller_session.kind <> 'staff' or staff.disabled_at is null) limit 1`);
  const [row] = (result as unknown as { rows: (Row & SessionColumns & { sessionStaffRole: SessionRow['staffRole']; found: boolean | null })[] }).rows;
  const session: SessionRow | undefined = row && {
    kind: row.sessionKind,
    contactId: row.sessionContactId,
    companyId: row.sessionCompanyId,
    staffUserId: row.sessionStaffUserId,
    staffRole: row.sessionStaffRole,
  };
  const caller = settleCaller(request, session);
  if (caller.kind !== 'staff') throw forbidden();
  return { caller, row: row?.found ? (row as Row) : undefined };
}
