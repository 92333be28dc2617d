import type { HallPlanAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { editorKeys } from './keys.ts';

/** `GET /be/admin/hall/{id}`: the hall with its latest plan, the one the editor starts from. */
export const getHallForEditing = (id: number, locale: Locale, signal?: AbortSignal) => apiRequest<HallPlanAnswer>(`/be/admin/hall/${id}`, { locale, signal });

export const hallForEditingOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: editorKeys.editing(id, locale),
    queryFn: ({ signal }) => getHallForEditing(id, locale, signal),
    // The editor holds its own copy: a refetch when the window regains focus must not look like a new version.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useHallForEditing = (id: number, locale: Locale) => useQuery(hallForEditingOptions(id, locale));
