import type { AuditEntityName } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Who made a change: a staff member, or the staff command on the server's console (null). */
export type Actor = { staffUserId: number } | null;

export type AuditEntity = AuditEntityName;

export interface Change {
  entity: AuditEntity;
  entityId: number | string | null;
  action: 'create' | 'update' | 'delete' | 'copy';
  before?: object | null;
  after?: object | null;
}

/**
 * Writes a change to the audit log, in the transaction that makes it, so that no change stands without its
 * entry. The actor's name and address are taken as they are now, in the same statement.
 */
export async function recordChange(tx: Db | Tx, actor: Actor, change: Change): Promise<void> {
  const who = actor ? sql`(select name || ' <' || email || '>' from staff_users where id = ${actor.staffUserId})` : sql`'staff command'`;
  await tx.insert(auditLog).values({
    staffUserId: actor?.staffUserId ?? null,
    actor: who,
    entity: change.entity,
    entityId: change.entityId === null ? null : String(change.entityId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
