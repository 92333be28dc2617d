import type { SuccessAnswer } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** `POST /pub/confirm/{id}/{token}`: the double opt-in; the link works once. */
export const confirmRegistration = (id: string, token: string, locale: Locale) =>
  apiRequest<SuccessAnswer>(`/pub/confirm/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, {
    method: 'POST',
    locale,
  });

export function useConfirmRegistration(locale: Locale) {
  return useMutation({ mutationFn: ({ id, token }: { id: string; token: string }) => confirmRegistration(id, token, locale) });
}
