import { AUDIT_ENTITIES, type AuditEntityName, type AuditQuery } from '@messeportal/domain';
import { parsePage } from './paging.ts';

export { AUDIT_ENTITIES };

const isEntity = (value: unknown): value is AuditEntityName => AUDIT_ENTITIES.includes(value as AuditEntityName);
const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The audit log's filters as the address keeps them; what is not a valid filter counts as not set. */
export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const entity = params.get('entity');
  const from = params.get('from');
  const to = params.get('to');
  return {
    entity: isEntity(entity) ? entity : undefined,
    actor: params.get('actor')?.trim() ?? '',
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    page: parsePage(params.get('page')),
  };
}

/** The filters as address and API parameters, leaving out what is not set. */
export function auditParams(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.entity) params.set('entity', query.entity);
  if (query.actor) params.set('actor', query.actor);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A changed filter starts at page 1. */
export const withFilter = (query: AuditQuery, change: Partial<Omit<AuditQuery, 'page'>>): AuditQuery => ({ ...query, ...change, page: 1 });

/** null, undefined and '' all read as "empty": a change between them is none. */
const comparable = (value: unknown) => JSON.stringify(value === undefined || value === '' ? null : value);

/**
 * What an entry changed: the fields whose value differs between before and after, each with both values (a
 * created record has no before, a deleted one no after).
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => comparable(before?.[key]) !== comparable(after?.[key]))
    .map((key) => ({ field: key, before: before?.[key], after: after?.[key] }));
}
