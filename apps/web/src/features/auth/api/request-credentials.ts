import type { CredentialsRequestInput, SuccessAnswer } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** `POST /pub/credentials_request`: the manual request for new credentials, mailed to the organiser. */
export const requestCredentials = (input: CredentialsRequestInput, locale: Locale) =>
  apiRequest<SuccessAnswer>('/pub/credentials_request', { body: input, locale });

export function useRequestCredentials(locale: Locale) {
  return useMutation({ mutationFn: (input: CredentialsRequestInput) => requestCredentials(input, locale) });
}
