import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { backofficeKeys } from './keys.ts';

/** A company's registration for the event; hall and stand number stay empty until the organiser assigns them. */
export interface EventRegistration {
  id: number;
  companyId: number;
  companyName: string;
  standType: string;
  /** The stand type's name in the request's language ('' without a type). */
  standTypeLabel: string;
  /** m²; null before a size is known. */
  standSize: number | null;
  /** '' until the organiser assigns them. */
  hall: string;
  standNr: string;
  isConfirmed: boolean;
}

/** `GET /be/event/{id}/registrations`. */
export const getEventRegistrations = (eventId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<{ registrations: EventRegistration[] }>(`/be/event/${eventId}/registrations`, { locale, signal });

export const eventRegistrationsQueryOptions = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: backofficeKeys.registrations(eventId, locale),
    queryFn: ({ signal }) => getEventRegistrations(eventId, locale, signal),
  });

export function useEventRegistrations(eventId: number, locale: Locale) {
  return useQuery(eventRegistrationsQueryOptions(eventId, locale));
}
