import type { OutboxPage } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { outboxParams, type OutboxQuery } from '../model/outbox-query.ts';
import { backofficeKeys } from './keys.ts';

/** `GET /be/outbox?state=&page=`: newest first, 50 a page. */
export function getOutbox(query: OutboxQuery, locale: Locale, signal?: AbortSignal) {
  const params = outboxParams(query).toString();
  return apiRequest<OutboxPage>(`/be/outbox${params ? `?${params}` : ''}`, { locale, signal });
}

export const outboxQueryOptions = (query: OutboxQuery, locale: Locale) =>
  queryOptions({
    queryKey: backofficeKeys.outboxPage(query, locale),
    queryFn: ({ signal }) => getOutbox(query, locale, signal),
    placeholderData: keepPreviousData,
    // The worker changes states all the time: always show the current ones.
    staleTime: 0,
  });

export function useOutbox(query: OutboxQuery, locale: Locale) {
  return useQuery(outboxQueryOptions(query, locale));
}
