import type { ExhibitorPlanAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { publicPlanKeys } from './keys.ts';

/** `GET /pub/event/{id}/plan/exhibitors`: who exhibits on which stand, with brands and product groups (ETag, gzip). */
export const getExhibitors = (eventId: number, signal?: AbortSignal) => apiRequest<ExhibitorPlanAnswer>(`/pub/event/${eventId}/plan/exhibitors`, { signal });

export const exhibitorsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: publicPlanKeys.exhibitors(eventId),
    queryFn: ({ signal }) => getExhibitors(eventId, signal),
    staleTime: 60_000,
  });

/** Asked for only once the event has a plan: without one the server answers 404. */
export const useExhibitors = (eventId: number, enabled: boolean) => useQuery({ ...exhibitorsQueryOptions(eventId), enabled });
