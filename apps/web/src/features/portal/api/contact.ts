import type { ContactDataInput, DeletedAnswer, SaveContactAnswer } from '@messeportal/domain';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useCompanyDataMutation } from './use-company-data-mutation.ts';

/** `POST /fe/contact/{id}`: id 0 creates the contact. */
export const useSaveContact = (id: number, locale: Locale) =>
  useCompanyDataMutation((input: ContactDataInput) =>
    apiRequest<SaveContactAnswer>(`/fe/contact/${id}`, { body: input, locale }),
  );

/** `DELETE /fe/contact/{id}`; the main contact and the caller cannot be deleted (the server says why). */
export const useDeleteContact = (id: number, locale: Locale) =>
  useCompanyDataMutation(() => apiRequest<DeletedAnswer>(`/fe/contact/${id}`, { method: 'DELETE', locale }));
