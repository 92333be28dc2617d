import type { CompanyAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Locale } from '../i18n/locale.ts';

export const companyKeys = {
  all: ['company'] as const,
  detail: (locale: Locale) => [...companyKeys.all, locale] as const,
};

export const getCompany = (locale: Locale, signal?: AbortSignal) =>
  apiRequest<CompanyAnswer>('/fe/company', { locale, signal });

export const companyQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: companyKeys.detail(locale), queryFn: ({ signal }) => getCompany(locale, signal) });

export function useCompany(locale: Locale) {
  return useQuery(companyQueryOptions(locale));
}
