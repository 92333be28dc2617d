import type { AddressDataInput, DeletedAnswer, SaveAddressAnswer } from '@messeportal/domain';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useCompanyDataMutation } from './use-company-data-mutation.ts';

/** `POST /fe/address`: the id travels in the body; id 0 creates the address. */
export const useSaveAddress = (locale: Locale) =>
  useCompanyDataMutation((input: AddressDataInput) =>
    apiRequest<SaveAddressAnswer>('/fe/address', { body: input, locale }),
  );

/** `DELETE /fe/address/{id}`; the main address cannot be deleted (the server says why). */
export const useDeleteAddress = (id: number, locale: Locale) =>
  useCompanyDataMutation(() => apiRequest<DeletedAnswer>(`/fe/address/${id}`, { method: 'DELETE', locale }));
