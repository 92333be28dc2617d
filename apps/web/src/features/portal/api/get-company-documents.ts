import type { CompanyDocumentsAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { companyDocumentKeys } from '../../../api/portal-keys.ts';
import type { Locale } from '../../../i18n/locale.ts';

export const companyDocumentsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: companyDocumentKeys.all(locale),
    queryFn: ({ signal }) => apiRequest<CompanyDocumentsAnswer>('/fe/documents', { locale, signal }),
  });

/** Every document of the caller's company, across its events. */
export function useCompanyDocuments(locale: Locale) {
  return useQuery(companyDocumentsQueryOptions(locale));
}
