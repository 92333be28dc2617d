import { BACK_OFFICE_PAGE_SIZE as PAGE_SIZE, type AuditPage, type AuditQuery } from '@messeportal/domain';
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** `%` and `_` typed into the actor filter are searched for as they are. */
const likeEscaped = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the audit log, newest first, filtered by what was changed, by who (part of name or address) and by
 * day (`from` and `to` inclusive, as days of the organiser's time zone).
 */
export async function auditPage(db: Db, query: AuditQuery, timeZone: string): Promise<AuditPage> {
  const day = (date: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}`;
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.actor) filters.push(ilike(auditLog.actor, likeEscaped(query.actor)));
  if (query.from) filters.push(gte(auditLog.createdAt, day(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, sql`${day(query.to)} + interval '1 day'`));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(({ staffUserId: _staffUserId, createdAt, before, after, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
