import type { AuditPage, AuditQuery } from '@messeportal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { auditParams } from '../model/audit-query.ts';
import { organiserKeys } from './organiser-keys.ts';

/** `GET /be/admin/audit?entity=&actor=&from=&to=&page=`: newest first. */
export function useAuditLog(query: AuditQuery, locale: Locale) {
  const params = auditParams(query).toString();
  return useQuery({
    queryKey: organiserKeys.auditPage(query),
    queryFn: ({ signal }) => apiRequest<AuditPage>(`/be/admin/audit${params ? `?${params}` : ''}`, { locale, signal }),
    placeholderData: keepPreviousData,
  });
}
