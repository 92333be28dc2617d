import type { StandProposalsAnswer, StandProposalsInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { standSalesKeys } from './stand-sales.ts';

/** `POST /be/event/{id}/stand-proposals`: a stand proposed to each of several registrations at once; the stands are read again after it. */
export function useProposeStands(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StandProposalsInput) => apiRequest<StandProposalsAnswer>(`/be/event/${eventId}/stand-proposals`, { method: 'POST', body: input, locale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: standSalesKeys.sales(eventId) }),
  });
}
