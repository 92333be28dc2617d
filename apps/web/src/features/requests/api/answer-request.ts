import type { CredentialRequestAnswerInput, CredentialRequestDone } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { requestKeys } from './keys.ts';

/** `POST /be/request/{id}/answer`: the chosen contact gets the set-password link, the request is done. */
export function useAnswerRequest(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CredentialRequestAnswerInput) => apiRequest<CredentialRequestDone>(`/be/request/${id}/answer`, { method: 'POST', body: input, locale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
