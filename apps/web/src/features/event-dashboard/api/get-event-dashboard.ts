import type { EventDashboardAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { FIGURES } from '../../../api/query-client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** Query keys of the dashboard: its answer carries translated labels, so the locale is part of the key. */
export const dashboardKeys = {
  all: ['event-dashboard'] as const,
  event: (eventId: number, locale: Locale) => [...dashboardKeys.all, eventId, locale] as const,
};

/** `GET /be/event/{id}/dashboard`: the event at a glance. */
export const getEventDashboard = (eventId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<EventDashboardAnswer>(`/be/event/${eventId}/dashboard`, { locale, signal });

export const eventDashboardQueryOptions = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: dashboardKeys.event(eventId, locale),
    queryFn: ({ signal }) => getEventDashboard(eventId, locale, signal),
    // Figures move with every order and every mail the worker gives up on: fetched anew on each visit and
    // after each change made here.
    staleTime: 0,
    meta: FIGURES,
  });

export function useEventDashboard(eventId: number, locale: Locale) {
  return useQuery(eventDashboardQueryOptions(eventId, locale));
}
