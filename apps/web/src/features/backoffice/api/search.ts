import { SEARCH_LENGTH, type SearchAnswer } from '@messeportal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { backofficeKeys } from './keys.ts';

/** `GET /be/search?q=`: what the back office holds that matches, across all events. */
export const getSearchHits = (search: string, locale: Locale, signal?: AbortSignal) =>
  apiRequest<SearchAnswer>(`/be/search?q=${encodeURIComponent(search)}`, { locale, signal });

/**
 * The hits of a search as typed (already settled by the caller), asked once it is long enough; the last hits stay
 * while the next ones load, so the list does not jump with each letter. Fresh for half a minute.
 */
export function useSearchHits(search: string, locale: Locale) {
  return useQuery({
    queryKey: backofficeKeys.search(search, locale),
    queryFn: ({ signal }) => getSearchHits(search, locale, signal),
    enabled: search.length >= SEARCH_LENGTH.min,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
