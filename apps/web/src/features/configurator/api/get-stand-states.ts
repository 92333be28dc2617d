import type { StandStatesAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { configuratorKeys } from './keys.ts';

/** How often the open plan asks which stands others took meanwhile. */
export const STAND_STATES_POLL_MS = 20_000;

/** `GET /pub/event/{id}/plan/states`: every stand that is not available, the same for everyone (ETag). */
export const getStandStates = (eventId: number, signal?: AbortSignal) => apiRequest<StandStatesAnswer>(`/pub/event/${eventId}/plan/states`, { signal });

export const standStatesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: configuratorKeys.standStates(eventId),
    queryFn: ({ signal }) => getStandStates(eventId, signal),
    // While the plan is open (the only place that reads them), every 20 s and when the tab is shown again.
    refetchInterval: STAND_STATES_POLL_MS,
    staleTime: 0,
  });

export function useStandStates(eventId: number) {
  return useQuery(standStatesQueryOptions(eventId));
}
