import type { DeskStandSalesAnswer, StandSaleChangeInput } from '@messeportal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** Query keys of the desk's plan: what each stand is in (the plan itself is api/get-event-plan.ts's). */
export const standSalesKeys = {
  all: ['standSales'] as const,
  sales: (eventId: number) => [...standSalesKeys.all, 'sales', eventId] as const,
};

/** `GET /be/event/{id}/stand-sales`: every stand not available, the registrations without a stand, the proposals. */
export const deskStandSalesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: standSalesKeys.sales(eventId),
    queryFn: ({ signal }) => apiRequest<DeskStandSalesAnswer>(`/be/event/${eventId}/stand-sales`, { signal }),
    staleTime: 0,
  });

/** Asked for once `enabled` (the desk's plan page: once the plan is there). */
export const useDeskStandSales = (eventId: number, enabled = true) => useQuery({ ...deskStandSalesQueryOptions(eventId), enabled });

export interface StandRef {
  hallId: number;
  stand: string;
}

/** `PUT /be/event/{id}/hall/{hallId}/stand/{stand}`: book, propose, option, block or release; the stands are read again after it. */
export function useChangeStandSale(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hallId, stand, change }: StandRef & { change: StandSaleChangeInput }) =>
      apiRequest<{ success: true }>(`/be/event/${eventId}/hall/${hallId}/stand/${encodeURIComponent(stand)}`, { method: 'PUT', body: change, locale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: standSalesKeys.sales(eventId) }),
  });
}
