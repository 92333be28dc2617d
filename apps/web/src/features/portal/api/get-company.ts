import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { Company } from './types.ts';

export const companyKeys = {
  all: ['company'] as const,
  detail: (locale: Locale) => [...companyKeys.all, locale] as const,
};

export const getCompany = (locale: Locale, signal?: AbortSignal) =>
  apiRequest<{ company: Company }>('/fe/company', { locale, signal });

export const companyQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: companyKeys.detail(locale), queryFn: ({ signal }) => getCompany(locale, signal) });

export function useCompany(locale: Locale) {
  return useQuery(companyQueryOptions(locale));
}
