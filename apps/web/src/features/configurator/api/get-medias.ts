import type { MediasAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

/** `GET /pub/event/{id}/medias` with the session's catalogue query (see catalogueQuery). */
export const getMedias = (eventId: number, locale: Locale, query: string, signal?: AbortSignal) =>
  apiRequest<MediasAnswer>(`/pub/event/${eventId}/medias${query}`, { locale, signal }).then(
    (answer) => answer.medias,
  );

export const mediasQueryOptions = (eventId: number, locale: Locale, query: string) =>
  queryOptions({
    queryKey: configuratorKeys.medias(eventId, locale, query),
    queryFn: ({ signal }) => getMedias(eventId, locale, query, signal),
    placeholderData: keepPreviousData,
  });

export function useMedias(eventId: number, locale: Locale, query: string) {
  return useQuery(mediasQueryOptions(eventId, locale, query));
}
