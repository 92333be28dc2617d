import { REGISTRATION_SORTS, REGISTRATION_STATES, type RegistrationListQuery, type RegistrationSort } from '@messeportal/domain';
import { parsePage } from './paging.ts';

// The API's own query (filters, search, sort, dir, page and where it starts): kept in the address, so back from a registration finds the same page.
export type { RegistrationListQuery, RegistrationSort };

/** The server's defaults: the newest registrations first, no filter. */
export const DEFAULT_REGISTRATION_LIST_QUERY: RegistrationListQuery = { search: '', sort: 'createdAt', dir: 'desc', page: 1 };

const FILTERS = ['state', 'confirmed', 'standType', 'hall', 'openServices'] as const;
export type RegistrationFilter = (typeof FILTERS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values.includes(value as T) ? (value as T) : undefined);
const yesNo = (value: string | null) => oneOf(['yes', 'no'] as const, value);
const textOf = (value: string | null) => (value?.trim() ? value.trim() : undefined);
/** An id of the address: a whole number from 1, else none. */
const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined);

/** The query of an address; anything unknown falls back to no filter or the default. */
export function parseRegistrationListQuery(params: URLSearchParams): RegistrationListQuery {
  const dir = params.get('dir');
  return {
    state: oneOf(REGISTRATION_STATES, params.get('state')),
    confirmed: yesNo(params.get('confirmed')),
    standType: idOf(params.get('standType')),
    hall: textOf(params.get('hall')),
    openServices: yesNo(params.get('openServices')),
    search: params.get('search')?.trim() ?? '',
    sort: oneOf(REGISTRATION_SORTS, params.get('sort')) ?? DEFAULT_REGISTRATION_LIST_QUERY.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_REGISTRATION_LIST_QUERY.dir,
    page: parsePage(params.get('page')),
    after: textOf(params.get('after')),
  };
}

/** The query as address parameters (and API parameters: their defaults are the same), leaving defaults out. */
export function registrationListParams(query: RegistrationListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of FILTERS) {
    const value = query[filter];
    if (value) params.set(filter, String(value));
  }
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.sort !== DEFAULT_REGISTRATION_LIST_QUERY.sort || query.dir !== DEFAULT_REGISTRATION_LIST_QUERY.dir) {
    params.set('sort', query.sort);
    params.set('dir', query.dir);
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.after) params.set('after', query.after);
  return params;
}

// Names and places read best from A; amounts, sizes and dates are most useful largest or newest first.
const FIRST_DIRECTION: Record<RegistrationSort, 'asc' | 'desc'> = {
  company: 'asc',
  standType: 'asc',
  standSize: 'desc',
  hall: 'asc',
  standNr: 'asc',
  state: 'asc',
  orderedNet: 'desc',
  createdAt: 'desc',
};

/** A click on a column header: the sorted column turns round, another starts in its natural order; back to page 1. */
export function toggleRegistrationSort(query: RegistrationListQuery, column: RegistrationSort): RegistrationListQuery {
  const dir = query.sort === column ? (query.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[column];
  return { ...query, sort: column, dir, page: 1, after: undefined };
}

/**
 * Another page: the one after this is read from where this one ends (`next`, by keyset), any other by its number.
 */
export function withRegistrationPage(query: RegistrationListQuery, page: number, next: string | null): RegistrationListQuery {
  return { ...query, page, after: page === query.page + 1 && next ? next : undefined };
}

/** A filter set or cleared (empty) starts at page 1. */
export function withRegistrationFilter(query: RegistrationListQuery, filter: RegistrationFilter | 'search', value: string): RegistrationListQuery {
  const filtered = filter === 'search' ? value.trim() : filter === 'standType' ? idOf(value) : value || undefined;
  const next = { ...query, page: 1, after: undefined, [filter]: filtered };
  return next.search === query.search && filter === 'search' ? query : (next as RegistrationListQuery);
}
