import type { CopyOfferAnswer } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { backofficeKeys } from './keys.ts';

/**
 * `POST /be/offer/{id}/copy`: a copy in state 1, titled '… (Kopie)', with prices of the target event
 * (the offer's own event when none is given).
 */
export const copyOffer = (offerId: number, eventId: number, locale: Locale) =>
  apiRequest<CopyOfferAnswer>(`/be/offer/${offerId}/copy`, { body: { eventId }, locale });

/** Copies an offer; the target event's list and the event counts are fetched again. */
export function useCopyOffer(offerId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => copyOffer(offerId, eventId, locale),
    onSuccess: async ({ offer }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: backofficeKeys.offersOf(offer.eventId) }),
        queryClient.invalidateQueries({ queryKey: backofficeKeys.eventsAll() }),
      ]);
    },
  });
}
