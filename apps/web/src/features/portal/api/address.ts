import type { AddressDataInput } from '@messeportal/domain';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { PortalAddress } from './types.ts';
import { useCompanyDataMutation } from './use-company-data-mutation.ts';

/** `POST /fe/address`: the id travels in the body; id 0 creates the address. */
export const useSaveAddress = (locale: Locale) =>
  useCompanyDataMutation((input: AddressDataInput) =>
    apiRequest<{ success: true; address: PortalAddress }>('/fe/address', { body: input, locale }),
  );

/** `DELETE /fe/address/{id}`; the main address cannot be deleted (the server says why). */
export const useDeleteAddress = (id: number, locale: Locale) =>
  useCompanyDataMutation(() => apiRequest<{ success: true; id: number }>(`/fe/address/${id}`, { method: 'DELETE', locale }));
