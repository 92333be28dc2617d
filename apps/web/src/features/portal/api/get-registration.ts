import type { EuroRow, RegistrationAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { PriceRow } from '../../../ui/price-table.tsx';
import { registrationKeys } from '../../../api/portal-keys.ts';

export const getRegistration = (id: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<RegistrationAnswer>(`/fe/rest/registration/${id}`, { locale, signal });

export const registrationQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: registrationKeys.detail(id, locale),
    queryFn: ({ signal }) => getRegistration(id, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useRegistration(id: number, locale: Locale) {
  return useQuery(registrationQueryOptions(id, locale));
}

/** Euro rows as the price table takes them (cents), rounded to the cent. */
export const toPriceRows = (rows: readonly EuroRow[]): PriceRow[] =>
  rows.map((row) => ({ ...row, priceSingle: Math.round(row.priceSingle * 100), sum: Math.round(row.sum * 100) }));
