import type { StandPriceInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { eventPlanKeys } from '../../../api/get-event-plan.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { standSalesKeys, type StandRef } from './stand-sales.ts';

/**
 * `PUT /be/event/{id}/hall/{hallId}/stand/{stand}/price`: a price agreed for the stand, or none (`cents: null`). The
 * plan (which prices every stand) and the desk's stands are read again after it.
 */
export function useSetStandPrice(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hallId, stand, price }: StandRef & { price: StandPriceInput }) =>
      apiRequest<{ success: true }>(`/be/event/${eventId}/hall/${hallId}/stand/${encodeURIComponent(stand)}/price`, { method: 'PUT', body: price, locale }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: eventPlanKeys.ofEvent(eventId) }), queryClient.invalidateQueries({ queryKey: standSalesKeys.sales(eventId) })]),
  });
}
