import type { BrandDataInput } from '@messeportal/domain';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { PortalBrand } from './types.ts';
import { useCompanyDataMutation } from './use-company-data-mutation.ts';

/** `POST /fe/brand/{id}` answers the brand and warnings that do not stop the save (the first brand's name). */
export interface SaveBrandAnswer {
  success: true;
  brand: PortalBrand;
  warnings: { property: string; message: string }[];
}

/** `POST /fe/brand/{id}`: id 0 creates the brand; logo and motif are file ids (a fresh temp upload or the kept file). */
export const useSaveBrand = (id: number, locale: Locale) =>
  useCompanyDataMutation((input: BrandDataInput) => apiRequest<SaveBrandAnswer>(`/fe/brand/${id}`, { body: input, locale }));

export const useDeleteBrand = (id: number, locale: Locale) =>
  useCompanyDataMutation(() => apiRequest<{ success: true; id: number }>(`/fe/brand/${id}`, { method: 'DELETE', locale }));
