import type { EventPlanAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { configuratorKeys } from './keys.ts';

/** `GET /pub/event/{id}/plan`: the halls the event sells with their geometry and what each stand sells at (ETag, gzip). */
export const getEventPlan = (eventId: number, signal?: AbortSignal) => apiRequest<EventPlanAnswer>(`/pub/event/${eventId}/plan`, { signal });

export const eventPlanQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: configuratorKeys.plan(eventId),
    queryFn: ({ signal }) => getEventPlan(eventId, signal),
    // The geometry changes with a new plan version, rarely within a visit: the states are what is fetched again.
    staleTime: 10 * 60_000,
  });

/** Fetched only once the visitor chooses the plan (the configurator's first visit keeps its budget). */
export function useEventPlan(eventId: number) {
  return useQuery(eventPlanQueryOptions(eventId));
}
