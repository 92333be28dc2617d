import type { StandStatesAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { publicPlanKeys } from './keys.ts';

/** `GET /pub/event/{id}/plan/states`: every stand that is not available, the same for everyone (ETag). */
export const getStandStates = (eventId: number, signal?: AbortSignal) => apiRequest<StandStatesAnswer>(`/pub/event/${eventId}/plan/states`, { signal });

export const standStatesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: publicPlanKeys.states(eventId),
    queryFn: ({ signal }) => getStandStates(eventId, signal),
    // A visitor reading the plan sees a stand taken meanwhile within a minute (and when the tab is shown again).
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export const useStandStates = (eventId: number) => useQuery(standStatesQueryOptions(eventId));
