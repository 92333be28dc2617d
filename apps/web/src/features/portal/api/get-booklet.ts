import type { Booklet } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

export const getBooklet = (id: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<Booklet>(`/fe/rest/orderbook/${id}`, { locale, signal });

export const bookletQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: registrationKeys.bookletIn(id, locale),
    queryFn: ({ signal }) => getBooklet(id, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useBooklet(id: number, locale: Locale) {
  return useQuery(bookletQueryOptions(id, locale));
}
