import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { standSalesKeys } from './stand-sales.ts';

/** `POST /be/event/{id}/stand-change/{noticeId}/seen`: a stand changed by a new plan version is seen; the desk lists it no more. */
export function useMarkPlanChangeSeen(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: number) => apiRequest<{ success: true }>(`/be/event/${eventId}/stand-change/${noticeId}/seen`, { method: 'POST', body: {}, locale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: standSalesKeys.sales(eventId) }),
  });
}
