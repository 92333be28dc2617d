import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { MediaOrderBody } from '../model/media-order.ts';
import { eventMediaKeys } from './keys.ts';

export interface MediaOrderResult {
  success: true;
  orderId: number;
  /** Money in euros. */
  net: number;
  vat: number;
  gross: number;
}

/** `POST /fe/rest/media/{registrationId}`: a binding order of advertising media for a registration. */
export const orderMedia = (registrationId: number, body: MediaOrderBody, locale: Locale) =>
  apiRequest<MediaOrderResult>(`/fe/rest/media/${registrationId}`, { body, locale });

export function useOrderMedia(registrationId: number, eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaOrderBody) => orderMedia(registrationId, body, locale),
    // Refused orders may also have met a smaller stock than shown: refetch either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventMediaKeys.ofEvent(eventId) }),
  });
}
