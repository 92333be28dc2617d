import type { AssignBrandAnswer, SaveContactAnswer } from '@messeportal/domain';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useCompanyDataMutation } from './use-company-data-mutation.ts';

/** Which row goes to (or leaves) which registration. */
export interface Assignment {
  id: number;
  registrationId: number;
  assigned: boolean;
}

const path = (kind: 'contact' | 'brand', { id, registrationId, assigned }: Assignment) =>
  `/fe/action/${kind}/${id}/${assigned ? 'assign' : 'unassign'}/${registrationId}`;

/** `POST /fe/action/contact/{contactId}/(un)assign/{registrationId}` (SPEC §7); the global data is reloaded afterwards. */
export const useAssignContact = (locale: Locale) =>
  useCompanyDataMutation((assignment: Assignment) => apiRequest<SaveContactAnswer>(path('contact', assignment), { method: 'POST', locale }));

/** `POST /fe/action/brand/{brandId}/(un)assign/{registrationId}`: only a brand with a product group of the fair. */
export const useAssignBrand = (locale: Locale) =>
  useCompanyDataMutation((assignment: Assignment) => apiRequest<AssignBrandAnswer>(path('brand', assignment), { method: 'POST', locale }));
