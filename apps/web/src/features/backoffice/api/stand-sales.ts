import type { DeskStandSalesAnswer, EventPlanAnswer, StandSaleChangeInput } from '@messeportal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** Query keys of the desk's plan: the event's plans (geometry, cached by the server) and what each stand is in. */
export const standSalesKeys = {
  all: ['standSales'] as const,
  plan: (eventId: number) => [...standSalesKeys.all, 'plan', eventId] as const,
  sales: (eventId: number) => [...standSalesKeys.all, 'sales', eventId] as const,
};

/** `GET /pub/event/{id}/plan`: the halls the event sells, with their geometry and stands. */
export const eventPlanQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: standSalesKeys.plan(eventId),
    queryFn: ({ signal }) => apiRequest<EventPlanAnswer>(`/pub/event/${eventId}/plan`, { signal }),
    staleTime: 60_000,
  });

export const useEventPlan = (eventId: number) => useQuery(eventPlanQueryOptions(eventId));

/** `GET /be/event/{id}/stand-sales`: every stand not available, the registrations without a stand, the proposals. */
export const deskStandSalesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: standSalesKeys.sales(eventId),
    queryFn: ({ signal }) => apiRequest<DeskStandSalesAnswer>(`/be/event/${eventId}/stand-sales`, { signal }),
    staleTime: 0,
  });

export const useDeskStandSales = (eventId: number) => useQuery(deskStandSalesQueryOptions(eventId));

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
