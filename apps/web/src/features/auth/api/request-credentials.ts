import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

export interface CredentialsRequestInput {
  company: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** `POST /pub/credentials_request`: the manual request for new credentials, mailed to the organiser. */
export const requestCredentials = (input: CredentialsRequestInput, locale: Locale) =>
  apiRequest<{ success: boolean }>('/pub/credentials_request', { body: input, locale });

export function useRequestCredentials(locale: Locale) {
  return useMutation({ mutationFn: (input: CredentialsRequestInput) => requestCredentials(input, locale) });
}
