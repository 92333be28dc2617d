import type { EventPlanAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** The event's plan is the same in every language and for everyone (numbers, names, geometry): one cached copy per event. */
export const eventPlanKeys = {
  all: ['eventPlan'] as const,
  ofEvent: (eventId: number) => [...eventPlanKeys.all, eventId] as const,
};

/**
 * `GET /pub/event/{id}/plan`: the halls the event sells with their geometry and what each stand sells at. A large
 * answer the server keeps compressed with an ETag, read by the configurator's plan step, the portal's stand, the desk's
 * plan and the public plan: fetched only where a plan is drawn. The states are answers of their own, asked for again;
 * the plan is asked again after a minute at most (a 304 while no new version was saved).
 */
export const eventPlanQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: eventPlanKeys.ofEvent(eventId),
    queryFn: ({ signal }) => apiRequest<EventPlanAnswer>(`/pub/event/${eventId}/plan`, { signal }),
    staleTime: 60_000,
  });

/** Fetched only while `enabled` (a registration without a stand has nothing to draw). */
export const useEventPlan = (eventId: number, enabled = true) => useQuery({ ...eventPlanQueryOptions(eventId), enabled });
