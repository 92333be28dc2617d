import type { PortalConfig } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Locale } from '../i18n/locale.ts';

export const configKeys = {
  all: ['config'] as const,
  detail: (locale: Locale) => [...configKeys.all, locale] as const,
};

export const getConfig = (locale: Locale, signal?: AbortSignal) =>
  apiRequest<PortalConfig>('/pub/config', { locale, signal });

export const configQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: configKeys.detail(locale),
    queryFn: ({ signal }) => getConfig(locale, signal),
    // Reference lists change with a deployment, not during a visit.
    staleTime: Infinity,
  });

export function useConfig(locale: Locale) {
  return useQuery(configQueryOptions(locale));
}
