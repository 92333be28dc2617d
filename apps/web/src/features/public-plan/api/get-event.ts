import type { EventAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { publicPlanKeys } from './keys.ts';

/** `GET /pub/event/{id}`: the event's name, currency and whether it takes registrations, in the reader's language. */
export const getEvent = (eventId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<EventAnswer>(`/pub/event/${eventId}`, { locale, signal }).then((answer) => answer.event);

export const eventQueryOptions = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: publicPlanKeys.event(eventId, locale),
    queryFn: ({ signal }) => getEvent(eventId, locale, signal),
    // A language switch keeps the page until the translated event arrives.
    placeholderData: keepPreviousData,
  });

export const useEvent = (eventId: number, locale: Locale) => useQuery(eventQueryOptions(eventId, locale));
