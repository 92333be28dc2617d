import type { OfferAnswer } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

/** `GET /pub/offer/{uuid}`; an unknown uuid is a 404 with the outdated-link message. */
export const getOffer = (uuid: string, locale: Locale, signal?: AbortSignal) =>
  apiRequest<OfferAnswer>(`/pub/offer/${encodeURIComponent(uuid)}`, { locale, signal });

export const offerQueryOptions = (uuid: string, locale: Locale) =>
  queryOptions({
    queryKey: configuratorKeys.offer(uuid, locale),
    queryFn: ({ signal }) => getOffer(uuid, locale, signal),
    placeholderData: keepPreviousData,
    // The wizard reads the offer once when it opens; its own changes are kept in the draft.
    staleTime: Infinity,
  });

export function useOffer(uuid: string | null, locale: Locale) {
  return useQuery({ ...offerQueryOptions(uuid ?? '', locale), enabled: uuid !== null });
}
