import { describe, expect, it } from 'vitest';
import { pageCount, parsePage } from './paging.ts';

describe('paging', () => {
  it('counts pages of 50, with one page for an empty list', () => {
    expect([0, 1, 50, 51, 5000].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 100]);
  });

  it('reads a page number only when it is a positive integer', () => {
    expect(['3', '0', '-1', '2.5', 'abc', null].map(parsePage)).toEqual([3, 1, 1, 1, 1, 1]);
  });
});
