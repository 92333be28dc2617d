import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { backofficeKeys } from './keys.ts';

/** An offer as staff see it; `data` is its saved configuration, `link` the customer's address of it. */
export interface StaffOffer {
  id: number;
  uuid: string;
  eventId: number;
  title: string;
  state: number;
  /** The state's name in the request's language (Entwurf, Versendet …). */
  stateLabel: string;
  subText: string;
  offerType: number;
  isOrdered: boolean;
  companyId: number | null;
  companyName: string;
  registrationId: number | null;
  data: unknown;
  totalNet: number;
  createdAt: string;
  updatedAt: string;
  link: string;
}

/** One recorded change: who did it, when, and what (an action and the fields it touched). */
export interface OfferChange {
  at: string;
  staffName: string;
  action: string;
  fields: string[];
}

export interface StaffOfferAnswer {
  offer: StaffOffer;
  /** Whether staff may still change it in the configurator: in be_stand mode, in the other back-office modes. */
  editable: { beStand: boolean; be: boolean };
  changes: OfferChange[];
}

/** `GET /be/offer/{id}`. */
export const getStaffOffer = (offerId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<StaffOfferAnswer>(`/be/offer/${offerId}`, { locale, signal });

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
