import type { HallPlanAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { hallPlanKeys } from './keys.ts';

/** `GET /be/admin/hall/{id}[?version=]`: the hall, its versions, and one version's plan (the latest by default). */
export const getHall = (id: number, version: number | null, locale: Locale, signal?: AbortSignal) =>
  apiRequest<HallPlanAnswer>(`/be/admin/hall/${id}${version === null ? '' : `?version=${version}`}`, { locale, signal });

export const hallQueryOptions = (id: number, version: number | null, locale: Locale) =>
  queryOptions({
    queryKey: hallPlanKeys.plan(id, version, locale),
    queryFn: ({ signal }) => getHall(id, version, locale, signal),
    // Another version stays in view while the chosen one loads.
    placeholderData: keepPreviousData,
  });

export const useHall = (id: number, version: number | null, locale: Locale) => useQuery(hallQueryOptions(id, version, locale));
