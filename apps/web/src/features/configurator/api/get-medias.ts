import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { catalogueQuery } from '../model/catalogue-offer.ts';
import { configuratorKeys } from './keys.ts';

export interface FileUrls {
  url: string;
  thumbUrl: string;
}

/** An advertising medium the configurator offers; prices in euros. */
export interface MediaItem {
  id: number;
  mediagroupId: number;
  name: string;
  description: string;
  format: string;
  price: number;
  priceEarly: number;
  amountAvailable: number;
  fileImageObj: FileUrls | null;
}

/** `GET /pub/event/{id}/medias`, with the media the staff offer `offer` names (see catalogueOffer). */
export const getMedias = (eventId: number, locale: Locale, offer: string | null, signal?: AbortSignal) =>
  apiRequest<{ medias: MediaItem[] }>(`/pub/event/${eventId}/medias${catalogueQuery(offer)}`, { locale, signal }).then(
    (answer) => answer.medias,
  );

export const mediasQueryOptions = (eventId: number, locale: Locale, offer: string | null) =>
  queryOptions({
    queryKey: configuratorKeys.medias(eventId, locale, offer),
    queryFn: ({ signal }) => getMedias(eventId, locale, offer, signal),
    placeholderData: keepPreviousData,
  });

export function useMedias(eventId: number, locale: Locale, offer: string | null) {
  return useQuery(mediasQueryOptions(eventId, locale, offer));
}
