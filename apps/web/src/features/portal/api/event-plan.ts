import type { EventPlanAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** The event's plan is the same in every language (numbers and geometry): one cached copy per event. */
export const eventPlanKeys = {
  all: ['eventPlan'] as const,
  ofEvent: (eventId: number) => [...eventPlanKeys.all, eventId] as const,
};

export const getEventPlan = (eventId: number, signal?: AbortSignal) => apiRequest<EventPlanAnswer>(`/pub/event/${eventId}/plan`, { signal });

/**
 * `GET /pub/event/{id}/plan`: the halls the event sells with their geometry. A large answer, cached by the server
 * with an ETag: fetched only where a plan is drawn, and kept for the visit (a new version is rare).
 */
export const eventPlanQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: eventPlanKeys.ofEvent(eventId),
    queryFn: ({ signal }) => getEventPlan(eventId, signal),
    staleTime: 10 * 60_000,
  });

/** Fetched only while `enabled`: a registration without a stand or a proposal has nothing to draw. */
export function useEventPlan(eventId: number, enabled = true) {
  return useQuery({ ...eventPlanQueryOptions(eventId), enabled });
}
