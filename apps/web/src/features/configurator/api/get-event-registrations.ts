import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

export interface EventRegistration {
  id: number;
  companyId: number;
  companyName: string;
  standType: string;
  standSize: number | null;
  hall: string;
  standNr: string;
  isConfirmed: boolean;
}

/** `GET /be/event/{id}/registrations`: the registrations staff may add media and services to. */
export const getEventRegistrations = (eventId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<{ registrations: EventRegistration[] }>(`/be/event/${eventId}/registrations`, { locale, signal }).then(
    (answer) => answer.registrations,
  );

export const eventRegistrationsQueryOptions = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: configuratorKeys.registrations(eventId, locale),
    queryFn: ({ signal }) => getEventRegistrations(eventId, locale, signal),
  });

export function useEventRegistrations(eventId: number, locale: Locale) {
  return useQuery(eventRegistrationsQueryOptions(eventId, locale));
}
