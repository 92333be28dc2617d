import { describe, expect, it } from 'vitest';
import { debtorRange, fiscalYearStart, isOneBookingYear } from './datev.ts';

describe('DATEV rules', () => {
  it('gives debtor accounts one digit more than the ledger accounts', () => {
    expect(debtorRange(4)).toEqual({ min: 10_000, max: 69_999 });
    expect(debtorRange(8)).toEqual({ min: 100_000_000, max: 699_999_999 });
  });

  it('finds the start of the fiscal year a day falls in', () => {
    expect(fiscalYearStart('2027-03-15', 1)).toBe('2027-01-01');
    expect(fiscalYearStart('2027-06-30', 7)).toBe('2026-07-01');
    expect(fiscalYearStart('2027-07-01', 7)).toBe('2027-07-01');
    expect(fiscalYearStart('2027-12-31', 12)).toBe('2027-12-01');
  });

  it('keeps a booking batch within one fiscal and one calendar year', () => {
    expect(isOneBookingYear('2027-01-01', '2027-12-31', 1)).toBe(true);
    expect(isOneBookingYear('2026-12-31', '2027-01-01', 1)).toBe(false);
    // A fiscal year from July: January to June and July to December are batches of their own.
    expect(isOneBookingYear('2027-01-10', '2027-06-30', 7)).toBe(true);
    expect(isOneBookingYear('2027-06-30', '2027-07-01', 7)).toBe(false);
    expect(isOneBookingYear('2026-12-01', '2027-01-31', 7)).toBe(false);
    expect(isOneBookingYear('2027-05-02', '2027-05-01', 1)).toBe(false);
  });
});
