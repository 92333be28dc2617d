import type { EventRegistrationsAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Locale } from '../i18n/locale.ts';

/** Translated labels: the locale is part of the key. */
export const eventRegistrationKeys = {
  all: ['eventRegistrations'] as const,
  ofEvent: (eventId: number, locale: Locale) => [...eventRegistrationKeys.all, eventId, locale] as const,
};

/** `GET /be/event/{id}/registrations`: listed by the back office, chosen from in the be_registration mode. */
export const getEventRegistrations = (eventId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<EventRegistrationsAnswer>(`/be/event/${eventId}/registrations`, { locale, signal });

export const eventRegistrationsQueryOptions = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: eventRegistrationKeys.ofEvent(eventId, locale),
    queryFn: ({ signal }) => getEventRegistrations(eventId, locale, signal),
  });

export function useEventRegistrations(eventId: number, locale: Locale) {
  return useQuery(eventRegistrationsQueryOptions(eventId, locale));
}
