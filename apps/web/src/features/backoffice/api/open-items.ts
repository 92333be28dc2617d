import type { OpenItemFilters, OpenItemsAnswer, OpenItemsQuery, PaymentHistoryAnswer } from '@messeportal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** The filters and page of the open items as the address and the API spell them (what is not set is left out). */
export type OpenItemsParams = Partial<OpenItemsQuery>;

/** Query keys of the open items; a booking elsewhere invalidates them through `openItemKeys.all`. */
export const openItemKeys = {
  all: ['open-items'] as const,
  list: (query: OpenItemsParams, locale: Locale) => [...openItemKeys.all, 'list', query, locale] as const,
  history: (companyId: number, locale: Locale) => [...openItemKeys.all, 'history', companyId, locale] as const,
};

/** The query string of the filters (and page) set, for the list and its export. */
export const openItemsSearch = (query: Partial<OpenItemFilters> & { page?: number; format?: string }) =>
  new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();

/** `GET /be/open-items`: a page of the open items with the totals by age. */
export const useOpenItems = (query: OpenItemsParams, locale: Locale) =>
  useQuery({
    queryKey: openItemKeys.list(query, locale),
    queryFn: ({ signal }) => apiRequest<OpenItemsAnswer>(`/be/open-items?${openItemsSearch(query)}`, { locale, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** `GET /be/companies/{id}/payment-history`: the company's invoices with payments, credit notes and refunds (null: none asked). */
export const usePaymentHistory = (companyId: number | null, locale: Locale) =>
  useQuery({
    queryKey: openItemKeys.history(companyId ?? 0, locale),
    queryFn: ({ signal }) => apiRequest<PaymentHistoryAnswer>(`/be/companies/${companyId}/payment-history`, { locale, signal }),
    enabled: companyId !== null,
    staleTime: 0,
  });
