import type { CheckEmailAnswer, CheckEmailInput } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** `POST /pub/checkemail`: whether a new exhibitor may register with this address. */
export const checkEmail = (email: string, locale: Locale) =>
  apiRequest<CheckEmailAnswer>('/pub/checkemail', { body: { email } satisfies CheckEmailInput, locale });

export function useCheckEmail(locale: Locale) {
  return useMutation({ mutationFn: (email: string) => checkEmail(email, locale) });
}
