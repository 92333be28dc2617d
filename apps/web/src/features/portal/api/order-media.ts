import type { MediaOrderInput, MediaOrderResult } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { globalDataKeys } from '../../../api/get-global-data.ts';
import { eventMediaKeys, registrationKeys } from '../../../api/portal-keys.ts';

/** `POST /fe/rest/media/{registrationId}`: a binding order of advertising media for a registration. */
export const orderMedia = (registrationId: number, body: MediaOrderInput, locale: Locale) =>
  apiRequest<MediaOrderResult>(`/fe/rest/media/${registrationId}`, { body, locale });

export function useOrderMedia(registrationId: number, eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaOrderInput) => orderMedia(registrationId, body, locale),
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
