import type { StaffEventsAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { FIGURES } from '../../../api/query-client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { backofficeKeys } from './keys.ts';

/** `GET /be/events`: all events, newest first, with their offers and registrations counted. */
export const getEvents = (locale: Locale, signal?: AbortSignal) => apiRequest<StaffEventsAnswer>('/be/events', { locale, signal });

export const eventsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: backofficeKeys.events(locale), queryFn: ({ signal }) => getEvents(locale, signal), meta: FIGURES });

export function useEvents(locale: Locale) {
  return useQuery(eventsQueryOptions(locale));
}

/** One event of the list (the event pages show its name); undefined while loading or for an unknown id. */
export function useEvent(eventId: number, locale: Locale) {
  return useQuery({ ...eventsQueryOptions(locale), select: ({ events }) => events.find((event) => event.id === eventId) });
}
