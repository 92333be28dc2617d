import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffOffer } from '../../../api/get-staff-offer.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

/** `GET /be/offer/{id}` as the back-office wizard reads it: once when it opens. */
export const staffOfferQueryOptions = (offerId: number, locale: Locale) =>
  queryOptions({
    // The offer does not depend on the language; a language switch keeps the open wizard.
    queryKey: configuratorKeys.staffOffer(offerId),
    queryFn: ({ signal }) => getStaffOffer(offerId, locale, signal),
    // The wizard reads the offer once when it opens; each visit reads it afresh (another may have changed it).
    staleTime: Infinity,
    gcTime: 0,
  });

export function useStaffOffer(offerId: number | null, locale: Locale) {
  return useQuery({ ...staffOfferQueryOptions(offerId ?? 0, locale), enabled: offerId !== null });
}
