import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { FloorPlan } from './floor-plan.ts';
import type { EuroRow } from './get-registration.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

export interface FileUrls {
  url: string;
  thumbUrl: string;
}

export interface BookletGroup {
  id: number;
  title: string;
  /** 1 neutral, 2 boxed, 3 expandable (collapsed at start). */
  groupType: number;
}

/** An item of the exhibitor's order booklet with the exhibitor's value (SPEC §3 Order-book item and value); prices in euros. */
export interface BookletItem {
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
  /** 0 products, 1 information, 3 confirmations. */
  tab: number;
  group: BookletGroup;
  productGlobal: {
    name: string;
    description: string;
    /** 1 quantity field, 2 yes/no checkbox. */
    productType: number | null;
    fileImageObj: FileUrls | null;
    filesGallerysObjs: FileUrls[];
  } | null;
  /** The item's total: what binding orders hold plus what the exhibitor added. */
  value: { id: number; orderBookItemId: number; amount: number; checked: boolean } | null;
  /** The amount binding orders hold (a ticked service: 1): the least the booklet accepts. */
  ordered: number;
}

export interface BookedServicesDocument {
  id: number;
  number: string;
  /** Calendar date 'YYYY-MM-DD'. */
  date: string;
  createdAt: string;
  /** `GET` with the bearer token answers the PDF. */
  pdfUrl: string;
}

/** `GET /fe/rest/orderbook/{id}`. */
export interface Booklet {
  orderBooks: BookletItem[];
  orderBookGroups: BookletGroup[];
  /** What is booked, priced; money in euros. */
  orderBookPos: { positions: EuroRow[]; net: number; vat: number; gross: number; vatRate: number };
  /** The booked services last sent by "save and send", stored as a document with a PDF; null before the first. */
  orderBookDoc: BookedServicesDocument | null;
  /** The stand plan (Standskizze) of the registration; null before one is uploaded. */
  floorPlan: FloorPlan | null;
  isEditable: boolean;
  techEndsAt: string;
}

export const getBooklet = (id: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<Booklet>(`/fe/rest/orderbook/${id}`, { locale, signal });

export const bookletQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: registrationKeys.bookletIn(id, locale),
    queryFn: ({ signal }) => getBooklet(id, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useBooklet(id: number, locale: Locale) {
  return useQuery(bookletQueryOptions(id, locale));
}
