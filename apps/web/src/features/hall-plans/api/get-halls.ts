import type { HallPlanListAnswer } from '@messeportal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { hallPlanKeys } from './keys.ts';

/** `GET /be/admin/halls`: every hall by name, with its latest version and the events that sell it. */
export const getHalls = (locale: Locale, signal?: AbortSignal) => apiRequest<HallPlanListAnswer>('/be/admin/halls', { locale, signal });

export const hallsQueryOptions = (locale: Locale) => queryOptions({ queryKey: hallPlanKeys.list(), queryFn: ({ signal }) => getHalls(locale, signal) });

export const useHalls = (locale: Locale) => useQuery(hallsQueryOptions(locale));
