import { OFFER_SORTS, type OfferListQuery, type OfferSort } from '@messeportal/domain';
import { parsePage } from './paging.ts';

// The API's own query (search, sort, dir, page): kept in the address, so back from an offer finds the same page.
export type { OfferListQuery, OfferSort };
export type SortDirection = OfferListQuery['dir'];

/** The server's defaults: the offers changed last come first. */
export const DEFAULT_OFFER_LIST_QUERY: OfferListQuery = { search: '', sort: 'updatedAt', dir: 'desc', page: 1 };

const isOfferSort = (value: string | null): value is OfferSort => OFFER_SORTS.includes(value as OfferSort);

/** The query of an address; anything unknown falls back to the default. */
export function parseOfferListQuery(params: URLSearchParams): OfferListQuery {
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    search: params.get('search')?.trim() ?? '',
    sort: isOfferSort(sort) ? sort : DEFAULT_OFFER_LIST_QUERY.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_OFFER_LIST_QUERY.dir,
    page: parsePage(params.get('page')),
  };
}

/** The query as address parameters (and API parameters: their defaults are the same), leaving defaults out. */
export function offerListParams(query: OfferListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set('search', search);
  if (query.sort !== DEFAULT_OFFER_LIST_QUERY.sort || query.dir !== DEFAULT_OFFER_LIST_QUERY.dir) {
    params.set('sort', query.sort);
    params.set('dir', query.dir);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

// Names read best from A; amounts and dates are most useful largest or newest first.
const FIRST_DIRECTION: Record<OfferSort, SortDirection> = {
  title: 'asc',
  company: 'asc',
  state: 'asc',
  type: 'asc',
  totalNet: 'desc',
  createdAt: 'desc',
  updatedAt: 'desc',
};

/** A click on a column header: the sorted column turns round, another column starts in its natural order; back to page 1. */
export function toggleSort(query: OfferListQuery, column: OfferSort): OfferListQuery {
  const dir = query.sort === column ? (query.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[column];
  return { ...query, sort: column, dir, page: 1 };
}

/** A new search term starts at page 1; the same term (a debounce firing again) changes nothing. */
export function withSearch(query: OfferListQuery, search: string): OfferListQuery {
  const term = search.trim();
  return term === query.search ? query : { ...query, search: term, page: 1 };
}
