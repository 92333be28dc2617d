import type { StaffAccountInfo, StaffPasswordChangeInput, SuccessAnswer } from '@messeportal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { organiserKeys } from './organiser-keys.ts';

/** `GET /be/me`: the logged-in staff member as the server knows them now. */
export function useMyAccount(locale: Locale) {
  return useQuery({
    queryKey: organiserKeys.me(),
    queryFn: ({ signal }) => apiRequest<{ account: StaffAccountInfo }>('/be/me', { locale, signal }),
  });
}

/** `POST /be/password`: the own password, with the current one. */
export const useChangeMyPassword = (locale: Locale) =>
  useMutation({ mutationFn: (input: StaffPasswordChangeInput) => apiRequest<SuccessAnswer>('/be/password', { method: 'POST', body: input, locale }) });
