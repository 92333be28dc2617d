import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

/** An offer as the back office reads it (`OfferDetail` of the back-office contract); money in cents. */
export interface StaffOffer {
  id: number;
  uuid: string;
  eventId: number;
  title: string;
  state: number;
  subText: string;
  offerType: number;
  isOrdered: boolean;
  companyId: number | null;
  companyName: string;
  registrationId: number | null;
  /** The configuration, with uuid, offerId and eventId. */
  data: unknown;
  totalNet: number;
  createdAt: string;
  updatedAt: string;
  link: string;
}

export interface StaffOfferAnswer {
  offer: StaffOffer;
  /** SPEC §4 for staff: in `be_stand` mode, and in the other back-office modes. */
  editable: { beStand: boolean; be: boolean };
}

/** `GET /be/offer/{id}`. */
export const getStaffOffer = (offerId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<StaffOfferAnswer>(`/be/offer/${offerId}`, { locale, signal });

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
