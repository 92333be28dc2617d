import type { CompaniesAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

/** `GET /be/companies?search=`: at most 20 companies by name, for the offer a company is made for. */
export const getCompanies = (search: string, locale: Locale, signal?: AbortSignal) =>
  apiRequest<CompaniesAnswer>(`/be/companies?search=${encodeURIComponent(search)}`, { locale, signal }).then(
    (answer) => answer.companies,
  );

export const companiesQueryOptions = (search: string, locale: Locale) =>
  queryOptions({
    queryKey: configuratorKeys.companies(search, locale),
    queryFn: ({ signal }) => getCompanies(search, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanies(search: string, locale: Locale) {
  return useQuery(companiesQueryOptions(search, locale));
}
