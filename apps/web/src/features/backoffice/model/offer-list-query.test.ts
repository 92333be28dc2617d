import { describe, expect, it } from 'vitest';
import { ariaSort } from './aria-sort.ts';
import { DEFAULT_OFFER_LIST_QUERY, offerListParams, parseOfferListQuery, toggleSort, withSearch } from './offer-list-query.ts';

const query = (params: string) => parseOfferListQuery(new URLSearchParams(params));

describe('the offers list query', () => {
  it('reads search, sort, direction and page from the address', () => {
    expect(query('search=Muster&sort=company&dir=asc&page=3')).toEqual({ search: 'Muster', sort: 'company', dir: 'asc', page: 3 });
  });

  it('falls back to the newest changes first, page 1, for anything unknown', () => {
    expect(query('')).toEqual(DEFAULT_OFFER_LIST_QUERY);
    expect(query('sort=password&dir=up&page=-2')).toEqual(DEFAULT_OFFER_LIST_QUERY);
    expect(query('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, so the plain address stays plain', () => {
    expect(offerListParams(DEFAULT_OFFER_LIST_QUERY).toString()).toBe('');
    expect(offerListParams({ search: '  Küche ', sort: 'updatedAt', dir: 'desc', page: 2 }).toString()).toBe('search=K%C3%BCche&page=2');
    expect(offerListParams({ ...DEFAULT_OFFER_LIST_QUERY, dir: 'asc' }).toString()).toBe('sort=updatedAt&dir=asc');
  });

  it('survives the way through the address unchanged', () => {
    const sorted = { search: 'Kamin', sort: 'totalNet', dir: 'asc', page: 4 } as const;
    expect(parseOfferListQuery(offerListParams(sorted))).toEqual(sorted);
  });
});

describe('sorting by a column header', () => {
  it('turns the sorted column round and goes back to page 1', () => {
    const byTitle = { ...DEFAULT_OFFER_LIST_QUERY, sort: 'title', dir: 'asc', page: 3 } as const;
    expect(toggleSort(byTitle, 'title')).toEqual({ ...byTitle, dir: 'desc', page: 1 });
    expect(toggleSort(toggleSort(byTitle, 'title'), 'title')).toEqual({ ...byTitle, page: 1 });
  });

  it('starts names at A and amounts and dates at the largest or newest', () => {
    expect(toggleSort(DEFAULT_OFFER_LIST_QUERY, 'company')).toMatchObject({ sort: 'company', dir: 'asc' });
    expect(toggleSort(DEFAULT_OFFER_LIST_QUERY, 'totalNet')).toMatchObject({ sort: 'totalNet', dir: 'desc' });
    expect(toggleSort({ ...DEFAULT_OFFER_LIST_QUERY, sort: 'title' }, 'createdAt')).toMatchObject({ sort: 'createdAt', dir: 'desc' });
  });

  it('tells screen readers which column is sorted and how', () => {
    const byCompany = { ...DEFAULT_OFFER_LIST_QUERY, sort: 'company', dir: 'asc' } as const;
    expect(ariaSort(byCompany, 'company')).toBe('ascending');
    expect(ariaSort({ ...byCompany, dir: 'desc' }, 'company')).toBe('descending');
    expect(ariaSort(byCompany, 'title')).toBe('none');
  });
});

describe('searching', () => {
  it('starts a new term at page 1 and keeps the sort', () => {
    const paged = { ...DEFAULT_OFFER_LIST_QUERY, sort: 'title', dir: 'asc', page: 5 } as const;
    expect(withSearch(paged, ' Muster ')).toEqual({ ...paged, search: 'Muster', page: 1 });
  });

  it('leaves the query as it is for the same term, so the page is kept', () => {
    const paged = { ...DEFAULT_OFFER_LIST_QUERY, search: 'Muster', page: 5 };
    expect(withSearch(paged, 'Muster ')).toBe(paged);
  });
});
