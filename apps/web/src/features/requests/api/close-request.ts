import type { CredentialRequestDone } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { requestKeys } from './keys.ts';

/** `POST /be/request/{id}/done`: the request is done without a link. */
export function useCloseRequest(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CredentialRequestDone>(`/be/request/${id}/done`, { method: 'POST', locale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
