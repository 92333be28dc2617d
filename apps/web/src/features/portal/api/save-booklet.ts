import type { BookletValuesInput, SaveBookletAnswer } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { globalDataKeys } from '../../../api/get-global-data.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

export interface SaveBookletInput {
  tab: number;
  /** Also mail the booked services to the main contact. */
  sendMail: boolean;
  body: BookletValuesInput;
}

/** `POST /fe/rest/orderbook/{id}?tab&sendMail`: the values of one tab, saved at once. */
export const saveBooklet = (registrationId: number, { tab, sendMail, body }: SaveBookletInput, locale: Locale) =>
  apiRequest<SaveBookletAnswer>(`/fe/rest/orderbook/${registrationId}?tab=${tab}&sendMail=${sendMail ? 1 : 0}`, { body, locale });

export function useSaveBooklet(registrationId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveBookletInput) => saveBooklet(registrationId, input, locale),
    // The costs overview is priced by the server from what is stored, the dashboard counts the services
    // booked; a sent save adds a document too.
    onSuccess: (_answer, { sendMail }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.booklet(registrationId) }),
        queryClient.invalidateQueries({ queryKey: globalDataKeys.all }),
        sendMail && queryClient.invalidateQueries({ queryKey: registrationKeys.documents(registrationId, locale) }),
      ]),
    // 409: the tech deadline passed while the page was open; read again, the booklet shows itself read-only.
    onError: (error) =>
      error instanceof ApiError && error.status === 409 ? queryClient.invalidateQueries({ queryKey: registrationKeys.booklet(registrationId) }) : undefined,
  });
}
