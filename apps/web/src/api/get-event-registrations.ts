import type { RegistrationList } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Locale } from '../i18n/locale.ts';

/** Translated labels: the locale is part of the key. */
export const eventRegistrationKeys = {
  all: ['eventRegistrations'] as const,
  ofEvent: (eventId: number, search: string, locale: Locale) => [...eventRegistrationKeys.all, eventId, search, locale] as const,
};

/** `GET /be/event/{id}/registrations?search=&sort=company&dir=asc`: the first 50 matches by company, for the be_registration choice. */
export const getEventRegistrations = (eventId: number, search: string, locale: Locale, signal?: AbortSignal) =>
  apiRequest<RegistrationList>(`/be/event/${eventId}/registrations?sort=company&dir=asc&search=${encodeURIComponent(search)}`, { locale, signal });

export const eventRegistrationsQueryOptions = (eventId: number, search: string, locale: Locale) =>
  queryOptions({
    queryKey: eventRegistrationKeys.ofEvent(eventId, search, locale),
    queryFn: ({ signal }) => getEventRegistrations(eventId, search, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useEventRegistrations(eventId: number, search: string, locale: Locale) {
  return useQuery(eventRegistrationsQueryOptions(eventId, search, locale));
}
