import type { ConfirmEmailChangeAnswer } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** `POST /pub/contact_email/{token}`: the contact confirms the new username its main contact asked for. */
export const useConfirmEmailChange = (locale: Locale) =>
  useMutation({
    mutationFn: (token: string) => apiRequest<ConfirmEmailChangeAnswer>(`/pub/contact_email/${encodeURIComponent(token)}`, { method: 'POST', locale }),
  });
