import type { GlobalData } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Locale } from '../i18n/locale.ts';

export const globalDataKeys = {
  all: ['globalData'] as const,
  detail: (locale: Locale) => [...globalDataKeys.all, locale] as const,
};

export const getGlobalData = (locale: Locale, signal?: AbortSignal) =>
  apiRequest<GlobalData>('/fe/globaldata', { locale, signal });

export const globalDataQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: globalDataKeys.detail(locale),
    queryFn: ({ signal }) => getGlobalData(locale, signal),
    // On a language switch the page keeps showing the old answer until the translated one arrives.
    placeholderData: keepPreviousData,
  });

export function useGlobalData(locale: Locale) {
  return useQuery(globalDataQueryOptions(locale));
}
