import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { MediaOrderBody } from '../model/media-order.ts';
import { globalDataKeys } from '../../../api/get-global-data.ts';
import type { EuroRow } from './get-registration.ts';
import { eventMediaKeys, registrationKeys } from '../../../api/portal-keys.ts';

export interface MediaOrderResult {
  success: true;
  orderId: number;
  confirmation: { id: number; number: string; pdfUrl: string };
  positions: EuroRow[];
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
    // Refused orders may also have met a smaller stock than shown: refetch either way. A placed order shows
    // on the registration (its orders), among its documents and in the dashboard's tasks.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventMediaKeys.ofEvent(eventId) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...registrationKeys.details, registrationId] }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.documentsOf(registrationId) }),
        queryClient.invalidateQueries({ queryKey: globalDataKeys.all }),
      ]),
  });
}
