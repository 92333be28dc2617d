import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Locale } from '../i18n/locale.ts';

export interface Option<Id = string> {
  id: Id;
  label: string;
}

/** Organiser contact and limits the server configures; fields the shell does not read stay open. */
export interface FeUiElements {
  organiser?: { name: string; email: string; phone: string };
  uploadMaxBytes?: number;
  portalImageMaxBytes?: number;
  [element: string]: unknown;
}

/** `GET /pub/config`: reference lists in the request's language, shared by every form. */
export interface PortalConfig {
  feUiElements: FeUiElements;
  definitions: Record<string, Option<string | number>[]>;
  productgroups: unknown[];
  mediagroups: unknown[];
}

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
