import type { OrderBookAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

/** `GET /pub/event/{id}/orderbook` with the session's catalogue query (see catalogueQuery). */
export const getOrderBook = (eventId: number, locale: Locale, query: string, signal?: AbortSignal) =>
  apiRequest<OrderBookAnswer>(`/pub/event/${eventId}/orderbook${query}`, { locale, signal }).then(
    (answer) => answer.orderBookItems,
  );

export const orderBookQueryOptions = (eventId: number, locale: Locale, query: string) =>
  queryOptions({
    queryKey: configuratorKeys.orderBook(eventId, locale, query),
    queryFn: ({ signal }) => getOrderBook(eventId, locale, query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrderBook(eventId: number, locale: Locale, query: string) {
  return useQuery(orderBookQueryOptions(eventId, locale, query));
}
