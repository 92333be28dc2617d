import type { BrandDataInput, DeletedAnswer, SaveBrandAnswer } from '@messeportal/domain';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useCompanyDataMutation } from './use-company-data-mutation.ts';

/** `POST /fe/brand/{id}`: id 0 creates the brand; logo and motif are file ids (a fresh temp upload or the kept file). */
export const useSaveBrand = (id: number, locale: Locale) =>
  useCompanyDataMutation((input: BrandDataInput) => apiRequest<SaveBrandAnswer>(`/fe/brand/${id}`, { body: input, locale }));

export const useDeleteBrand = (id: number, locale: Locale) =>
  useCompanyDataMutation(() => apiRequest<DeletedAnswer>(`/fe/brand/${id}`, { method: 'DELETE', locale }));
