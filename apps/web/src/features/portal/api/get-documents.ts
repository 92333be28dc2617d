import type { DocumentsAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

export const getDocuments = (registrationId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<DocumentsAnswer>(`/fe/registration/${registrationId}/documents`, { locale, signal });

export const documentsQueryOptions = (registrationId: number, locale: Locale) =>
  queryOptions({
    queryKey: registrationKeys.documents(registrationId, locale),
    queryFn: ({ signal }) => getDocuments(registrationId, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useDocuments(registrationId: number, locale: Locale) {
  return useQuery(documentsQueryOptions(registrationId, locale));
}
