import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

export interface PasswordResetInput {
  email: string;
}

/** `found: false` means no contact logs in with the address: the page then offers the manual request. */
export interface PasswordResetAnswer {
  success: boolean;
  found: boolean;
}

/** `POST /pub/reset_password`: asks for a mail with a link to set a new password. */
export const requestPasswordReset = (input: PasswordResetInput, locale: Locale) =>
  apiRequest<PasswordResetAnswer>('/pub/reset_password', { body: input, locale });

export function useRequestPasswordReset(locale: Locale) {
  return useMutation({ mutationFn: (input: PasswordResetInput) => requestPasswordReset(input, locale) });
}
