import type { StandHoldAnswer, StandHoldInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

/**
 * `POST /pub/event/{id}/stand-hold`: holds the stand for 15 minutes, or renews the hold when the token holds it
 * already; holding another stand gives the first up. A 409 names the stand when it is taken (translated).
 */
export const holdStand = (eventId: number, input: StandHoldInput, locale: Locale) =>
  apiRequest<StandHoldAnswer>(`/pub/event/${eventId}/stand-hold`, { body: input, locale });

/** A hold, then the states again (the stand is the visitor's now, or was taken meanwhile). */
export function useHoldStand(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StandHoldInput) => holdStand(eventId, input, locale),
    onSettled: () => queryClient.invalidateQueries({ queryKey: configuratorKeys.standStates(eventId) }),
  });
}
