import type { CredentialRequestDetail } from '@messeportal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { requestKeys } from './keys.ts';

/** `GET /be/request/{id}`: the request and the contacts that resemble it, best first. */
export function useRequest(id: number, locale: Locale) {
  return useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<CredentialRequestDetail>(`/be/request/${id}`, { locale, signal }),
  });
}
