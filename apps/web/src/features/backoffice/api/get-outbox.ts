import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { outboxParams, type OutboxQuery } from '../model/outbox-query.ts';
import { backofficeKeys } from './keys.ts';

/** A mail of the outbox; `sentAt` null until delivered, `lastError` the last failed attempt's reason. */
export interface OutboxMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  state: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface OutboxPage {
  mails: OutboxMail[];
  total: number;
  page: number;
  pageSize: number;
}

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
