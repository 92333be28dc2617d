import type { ResetRequestAnswer, ResetRequestInput } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** `POST /pub/reset_password`: asks for a mail with a link to set a new password. */
export const requestPasswordReset = (input: ResetRequestInput, locale: Locale) =>
  apiRequest<ResetRequestAnswer>('/pub/reset_password', { body: input, locale });

export function useRequestPasswordReset(locale: Locale) {
  return useMutation({ mutationFn: (input: ResetRequestInput) => requestPasswordReset(input, locale) });
}
