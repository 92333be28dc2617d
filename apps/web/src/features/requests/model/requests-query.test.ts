import { describe, expect, it } from 'vitest';
import { parseRequestsQuery, requestsParams, withState } from './requests-query.ts';

describe('the requests inbox in the address', () => {
  it('reads the tab and page, falling back to the open tab and page 1', () => {
    expect(parseRequestsQuery(new URLSearchParams('state=done&page=3'))).toEqual({ state: 'done', page: 3 });
    expect(parseRequestsQuery(new URLSearchParams('state=lost&page=-2'))).toEqual({ state: 'open', page: 1 });
    expect(parseRequestsQuery(new URLSearchParams(''))).toEqual({ state: 'open', page: 1 });
  });

  it('writes only what differs from the defaults, and another tab starts at page 1', () => {
    expect(requestsParams({ state: 'open', page: 1 }).toString()).toBe('');
    expect(requestsParams({ state: 'done', page: 2 }).toString()).toBe('state=done&page=2');
    expect(withState({ state: 'open', page: 4 }, 'done')).toEqual({ state: 'done', page: 1 });
    expect(withState({ state: 'open', page: 4 }, 'open')).toEqual({ state: 'open', page: 4 });
  });
});
