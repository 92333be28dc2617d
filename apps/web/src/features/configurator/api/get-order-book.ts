import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { FileUrls } from './get-medias.ts';
import { configuratorKeys } from './keys.ts';

export interface OrderBookGroup {
  id: number;
  title: string;
  /** 1 neutral, 2 boxed, 3 expandable. */
  groupType: number;
}

/** An item of the order booklet (SPEC §3); prices in euros. */
export interface OrderBookItem {
  id: number;
  /** 0 product, 1 text, 2 checkbox, 3 group header, 4 amount input, 5 confirm. */
  itemType: number;
  title: string;
  description: string;
  price: number;
  currency: string;
  unit: string;
  unitLabel: string;
  isMandatory: boolean;
  isConfigurator: boolean;
  tab: number;
  group: OrderBookGroup;
  productGlobal: {
    name: string;
    description: string;
    unit: string;
    /** 1 quantity field, 2 yes/no checkbox. */
    productType: number | null;
    fileImageObj: FileUrls | null;
    filesGallerysObjs: FileUrls[];
    imagesThumbUrls: string[];
  } | null;
}

/** `GET /pub/event/{id}/orderbook` with the session's catalogue query (see catalogueQuery). */
export const getOrderBook = (eventId: number, locale: Locale, query: string, signal?: AbortSignal) =>
  apiRequest<{ orderBookItems: OrderBookItem[] }>(`/pub/event/${eventId}/orderbook${query}`, { locale, signal }).then(
    (answer) => answer.orderBookItems,
  );

export const orderBookQueryOptions = (eventId: number, locale: Locale, query: string) =>
  queryOptions({
    queryKey: configuratorKeys.orderBook(eventId, locale, query),
    queryFn: ({ signal }) => getOrderBook(eventId, locale, query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrderBook(eventId: number, locale: Locale, query: string) {
  return useQuery(orderBookQueryOptions(eventId, locale, query));
}
