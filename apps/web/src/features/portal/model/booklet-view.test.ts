import { describe, expect, it } from 'vitest';
import { bookletTabFromQuery } from './booklet-view.ts';

describe('the tab parameter of the service bookings', () => {
  it('selects products, information or confirmations', () => {
    expect(bookletTabFromQuery('0')).toBe(0);
    expect(bookletTabFromQuery('1')).toBe(1);
    expect(bookletTabFromQuery('3')).toBe(3);
  });

  it('falls back to the products without a parameter, and for the hidden tab 2 or anything unknown', () => {
    expect(bookletTabFromQuery(null)).toBe(0);
    expect(bookletTabFromQuery('2')).toBe(0);
    expect(bookletTabFromQuery('x')).toBe(0);
    expect(bookletTabFromQuery('')).toBe(0);
  });
});
