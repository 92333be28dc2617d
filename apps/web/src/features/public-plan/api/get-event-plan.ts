import type { EventPlanAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { publicPlanKeys } from './keys.ts';

/** `GET /pub/event/{id}/plan`: the halls the event sells with their geometry and what each stand sells at (ETag, gzip). */
export const getEventPlan = (eventId: number, signal?: AbortSignal) => apiRequest<EventPlanAnswer>(`/pub/event/${eventId}/plan`, { signal });

export const eventPlanQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: publicPlanKeys.plan(eventId),
    queryFn: ({ signal }) => getEventPlan(eventId, signal),
    // A new plan version comes rarely within a visit: the states and exhibitors are what is fetched again.
    staleTime: 10 * 60_000,
  });

export const useEventPlan = (eventId: number) => useQuery(eventPlanQueryOptions(eventId));
