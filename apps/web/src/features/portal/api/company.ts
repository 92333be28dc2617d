import type { CompanyDataInput, SaveCompanyAnswer } from '@messeportal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { companyKeys } from '../../../api/get-company.ts';
import { useCompanyDataMutation } from './use-company-data-mutation.ts';

/**
 * `POST /fe/company/{id}`: only the caller's own company. Besides the global data, `GET /fe/company` (the
 * configurator's logged-in company) answers the changed data, so it is fetched again too.
 */
export function useSaveCompany(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useCompanyDataMutation(async (input: CompanyDataInput) => {
    const answer = await apiRequest<SaveCompanyAnswer>(`/fe/company/${id}`, { body: input, locale });
    void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    return answer;
  });
}
