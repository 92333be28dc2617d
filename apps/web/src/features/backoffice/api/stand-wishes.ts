import type { DeskStandWishesAnswer } from '@messeportal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { standSalesKeys } from './stand-sales.ts';

/**
 * `GET /be/event/{id}/stand-wishes`: the exhibitors' stand wishes with what a placement does not meet. Under the stand
 * sales' keys, so that every change of a stand reads them again.
 */
export function useDeskStandWishes(eventId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...standSalesKeys.all, 'wishes', eventId] as const,
    queryFn: ({ signal }) => apiRequest<DeskStandWishesAnswer>(`/be/event/${eventId}/stand-wishes`, { signal }),
    staleTime: 0,
  });
}
