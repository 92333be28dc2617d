import type { EventAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

export const getEvent = (eventId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<EventAnswer>(`/pub/event/${eventId}`, { locale, signal }).then((answer) => answer.event);

export const eventQueryOptions = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: configuratorKeys.event(eventId, locale),
    queryFn: ({ signal }) => getEvent(eventId, locale, signal),
    // A language switch keeps the page (and the wizard under it) until the translated event arrives.
    placeholderData: keepPreviousData,
  });

export function useEvent(eventId: number, locale: Locale) {
  return useQuery(eventQueryOptions(eventId, locale));
}
