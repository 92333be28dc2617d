import type { AuditQuery } from '@messeportal/domain';

/** Query keys of the organiser's administration: settings, staff, audit log, own account and sessions. */
export const organiserKeys = {
  all: ['organiser'] as const,
  settings: () => [...organiserKeys.all, 'settings'] as const,
  staff: () => [...organiserKeys.all, 'staff'] as const,
  audit: () => [...organiserKeys.all, 'audit'] as const,
  auditPage: (query: AuditQuery) => [...organiserKeys.audit(), query] as const,
  me: () => [...organiserKeys.all, 'me'] as const,
  sessions: () => [...organiserKeys.all, 'sessions'] as const,
  twoFactor: () => [...organiserKeys.all, 'twoFactor'] as const,
};
