import type { SuccessAnswer } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { backofficeKeys } from './keys.ts';

/** `POST /be/outbox/{id}/resend`: the mail is due again (pending, attempts reset). */
export const resendMail = (mailId: number, locale: Locale) =>
  apiRequest<SuccessAnswer>(`/be/outbox/${mailId}/resend`, { method: 'POST', locale });

export function useResendMail(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) => resendMail(mailId, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.outbox() }),
  });
}
