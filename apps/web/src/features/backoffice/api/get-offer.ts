import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffOffer } from '../../../api/get-staff-offer.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { backofficeKeys } from './keys.ts';

export const staffOfferQueryOptions = (offerId: number, locale: Locale) =>
  queryOptions({
    queryKey: backofficeKeys.offerIn(offerId, locale),
    queryFn: ({ signal }) => getStaffOffer(offerId, locale, signal),
    // Back from the configurator, the page shows the offer as it was just saved.
    staleTime: 0,
  });

export function useStaffOffer(offerId: number, locale: Locale) {
  return useQuery(staffOfferQueryOptions(offerId, locale));
}
