import type { OfferList } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { offerListParams, type OfferListQuery } from '../model/offer-list-query.ts';
import { backofficeKeys } from './keys.ts';

/** `GET /be/event/{id}/offers?search=&sort=&dir=&page=`: one page of 50. */
export function getEventOffers(eventId: number, query: OfferListQuery, locale: Locale, signal?: AbortSignal) {
  const params = offerListParams(query).toString();
  return apiRequest<OfferList>(`/be/event/${eventId}/offers${params ? `?${params}` : ''}`, { locale, signal });
}

export const eventOffersQueryOptions = (eventId: number, query: OfferListQuery, locale: Locale) =>
  queryOptions({
    queryKey: backofficeKeys.offerList(eventId, query, locale),
    queryFn: ({ signal }) => getEventOffers(eventId, query, locale, signal),
    // The previous page stays visible while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // Offers change by staff elsewhere and by customers ordering; a list seen again is fetched again.
    staleTime: 0,
  });

export function useEventOffers(eventId: number, query: OfferListQuery, locale: Locale) {
  return useQuery(eventOffersQueryOptions(eventId, query, locale));
}
