import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGISTRATION_LIST_QUERY,
  parseRegistrationListQuery,
  registrationListParams,
  toggleRegistrationSort,
  withRegistrationFilter,
  withRegistrationPage,
} from './registration-list-query.ts';

describe('the registrations list in the address', () => {
  it('reads filters, search, sort and page, and ignores what it does not know', () => {
    const query = parseRegistrationListQuery(new URLSearchParams('state=unconfirmed&hall=Halle%203&openServices=yes&search= Holz &sort=company&dir=asc&page=2'));
    expect(query).toEqual({ state: 'unconfirmed', confirmed: undefined, standType: undefined, hall: 'Halle 3', openServices: 'yes', search: 'Holz', sort: 'company', dir: 'asc', page: 2, after: undefined });
    expect(parseRegistrationListQuery(new URLSearchParams('state=lost&sort=password&dir=up&page=-1&confirmed=maybe&standType=corner'))).toEqual({
      ...DEFAULT_REGISTRATION_LIST_QUERY,
      state: undefined,
      confirmed: undefined,
      standType: undefined,
      hall: undefined,
      openServices: undefined,
      after: undefined,
    });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(registrationListParams(DEFAULT_REGISTRATION_LIST_QUERY).toString()).toBe('');
    // The stand type by its stand config's id; the page by where it starts.
    const query = { ...DEFAULT_REGISTRATION_LIST_QUERY, state: 'canceled' as const, standType: 7, sort: 'hall' as const, dir: 'asc' as const, page: 3, after: 'WyJoYWxsIl0' };
    const params = registrationListParams(query);
    expect(params.toString()).toBe('state=canceled&standType=7&sort=hall&dir=asc&page=3&after=WyJoYWxsIl0');
    expect(parseRegistrationListQuery(params)).toMatchObject(query);
  });

  it('sorts a new column in its natural order, turns the sorted one round, and a filter starts at page 1', () => {
    const onPage3 = { ...DEFAULT_REGISTRATION_LIST_QUERY, page: 3 };
    expect(toggleRegistrationSort(onPage3, 'company')).toMatchObject({ sort: 'company', dir: 'asc', page: 1 });
    expect(toggleRegistrationSort({ ...onPage3, sort: 'company', dir: 'asc' }, 'company')).toMatchObject({ dir: 'desc' });
    expect(toggleRegistrationSort(onPage3, 'orderedNet')).toMatchObject({ dir: 'desc' });
    expect(withRegistrationFilter(onPage3, 'hall', 'Halle 1')).toMatchObject({ hall: 'Halle 1', page: 1 });
    expect(withRegistrationFilter({ ...onPage3, hall: 'Halle 1' }, 'hall', '')).toMatchObject({ hall: undefined, page: 1 });
    // The same search again (a debounce firing twice) changes nothing, not even the page.
    const searching = { ...onPage3, search: 'Holz' };
    expect(withRegistrationFilter(searching, 'search', ' Holz ')).toBe(searching);
    expect(withRegistrationFilter({ ...onPage3, after: 'x' }, 'standType', '7')).toMatchObject({ standType: 7, page: 1, after: undefined });
  });

  it('reads the next page from where this one ends, any other page by its number', () => {
    const onPage2 = { ...DEFAULT_REGISTRATION_LIST_QUERY, page: 2, after: 'a' };
    expect(withRegistrationPage(onPage2, 3, 'b')).toMatchObject({ page: 3, after: 'b' });
    expect(withRegistrationPage(onPage2, 1, 'b')).toMatchObject({ page: 1, after: undefined });
    expect(withRegistrationPage(onPage2, 5, 'b')).toMatchObject({ page: 5, after: undefined });
    expect(withRegistrationPage(onPage2, 3, null)).toMatchObject({ page: 3, after: undefined });
  });
});
