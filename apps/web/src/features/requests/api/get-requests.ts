import type { CredentialRequestList } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { DEFAULT_REQUESTS_QUERY, requestsParams, type RequestsQuery } from '../model/requests-query.ts';
import { requestKeys } from './keys.ts';

/** `GET /be/requests?state=&page=`: one page of the inbox with the count of open requests. */
export function getRequests(query: RequestsQuery, locale: Locale, signal?: AbortSignal) {
  const params = requestsParams(query).toString();
  return apiRequest<CredentialRequestList>(`/be/requests${params ? `?${params}` : ''}`, { locale, signal });
}

const requestsQueryOptions = (query: RequestsQuery, locale: Locale) =>
  queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => getRequests(query, locale, signal),
    placeholderData: keepPreviousData,
    // Requests come in from outside and colleagues answer them: a minute old at most.
    staleTime: 60_000,
  });

export function useRequests(query: RequestsQuery, locale: Locale) {
  return useQuery(requestsQueryOptions(query, locale));
}

/** How many requests are open, for the navigation; the same call as the inbox's first page, so both share it. */
export function useOpenRequestCount(locale: Locale, enabled: boolean): number | undefined {
  return useQuery({ ...requestsQueryOptions(DEFAULT_REQUESTS_QUERY, locale), enabled, select: (answer) => answer.openTotal }).data;
}
