import { useMutation } from '@tanstack/react-query';
import type { FieldError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

export interface CheckEmailAnswer {
  /** false: the address already belongs to a registered company. */
  success: boolean;
  errors?: FieldError[];
}

/** `POST /pub/checkemail`: whether a new exhibitor may register with this address. */
export const checkEmail = (email: string, locale: Locale) =>
  apiRequest<CheckEmailAnswer>('/pub/checkemail', { body: { email }, locale });

export function useCheckEmail(locale: Locale) {
  return useMutation({ mutationFn: (email: string) => checkEmail(email, locale) });
}
