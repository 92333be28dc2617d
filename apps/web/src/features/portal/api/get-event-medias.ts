import type { MediasAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { eventMediaKeys } from '../../../api/portal-keys.ts';

export const getEventMedias = (eventId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<MediasAnswer>(`/pub/event/${eventId}/medias`, { locale, signal }).then((answer) => answer.medias);

export const eventMediasQueryOptions = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: eventMediaKeys.ofEventIn(eventId, locale),
    queryFn: ({ signal }) => getEventMedias(eventId, locale, signal),
    placeholderData: keepPreviousData,
    // Stock changes with every order of every exhibitor: read it fresh when the page opens.
    staleTime: 0,
  });

export function useEventMedias(eventId: number, locale: Locale) {
  return useQuery(eventMediasQueryOptions(eventId, locale));
}
