import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, eventDateIssues, qmRangeIssues, shiftInstant, vatRateToBasisPoints } from './catalogue-rules.ts';
import { copyEventInputSchema, eventInputSchema, standConfigInputSchema } from './schemas/catalogue-event-admin.ts';

const BERLIN = 'Europe/Berlin';
const dates = {
  startsAt: '2027-10-14',
  endsAt: '2027-10-17',
  registrationEndsAt: '2027-08-31T21:59:00Z',
  printEndsAt: '2027-09-15T21:59:00Z',
  techEndsAt: '2027-10-01T21:59:00Z',
  earlyBookerEndsAt: '2027-05-31T21:59:00Z',
};

describe('event dates', () => {
  it('accepts dates in order, a one-day fair and deadlines on its last day', () => {
    expect(eventDateIssues(dates, BERLIN)).toEqual([]);
    expect(eventDateIssues({ ...dates, endsAt: dates.startsAt, printEndsAt: '2027-10-14T21:59:00Z', techEndsAt: '2027-10-14T21:59:00Z' }, BERLIN)).toEqual([]);
  });

  it('names each date out of order on its own field', () => {
    const issues = eventDateIssues(
      {
        ...dates,
        endsAt: '2027-10-13',
        registrationEndsAt: '2027-10-18T10:00:00Z',
        printEndsAt: '2027-10-14T08:00:00Z',
        techEndsAt: '2027-10-20T08:00:00Z',
        earlyBookerEndsAt: '2027-10-19T00:00:00Z',
      },
      BERLIN,
    );
    expect(issues.map((issue) => [issue.property, issue.message])).toEqual([
      ['endsAt', 'eventEndsBeforeStart'],
      ['registrationEndsAt', 'eventDeadlineAfterEnd'],
      ['printEndsAt', 'eventDeadlineAfterEnd'],
      ['techEndsAt', 'eventDeadlineAfterEnd'],
      ['earlyBookerEndsAt', 'eventEarlyBookingAfterRegistration'],
    ]);
    expect(issues[1]!.params).toEqual({ endsAt: '13.10.2027' });
  });

  it('reads a deadline on the organiser’s calendar: 23:30 UTC on the last day is already the next day in Berlin', () => {
    expect(eventDateIssues({ ...dates, techEndsAt: '2027-10-17T21:30:00Z' }, BERLIN)).toEqual([]);
    expect(eventDateIssues({ ...dates, techEndsAt: '2027-10-17T22:30:00Z' }, BERLIN).map((i) => i.property)).toEqual(['techEndsAt']);
    expect(eventDateIssues({ ...dates, techEndsAt: '2027-10-17T22:30:00Z' }, 'UTC')).toEqual([]);
  });

  it('needs no early booking', () => {
    expect(eventDateIssues({ ...dates, earlyBookerEndsAt: null }, BERLIN)).toEqual([]);
  });
});

describe('moving an event', () => {
  it('counts and adds calendar days', () => {
    expect(daysBetween('2027-10-14', '2028-10-12')).toBe(364);
    expect(addDays('2027-10-14', 364)).toBe('2028-10-12');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(dayIn(new Date('2027-12-31T23:30:00Z'), BERLIN)).toBe('2028-01-01');
  });

  it('keeps a deadline’s wall-clock time across a change to or from summer time', () => {
    // 31 Aug 2027 23:59 in Berlin (summer) → 29 Feb 2028 23:59 in Berlin (winter).
    const moved = shiftInstant(new Date('2027-08-31T21:59:00Z'), 182, BERLIN);
    expect(moved.toISOString()).toBe('2028-02-29T22:59:00.000Z');
    expect(shiftInstant(moved, -182, BERLIN).toISOString()).toBe('2027-08-31T21:59:00.000Z');
    expect(shiftInstant(new Date('2027-01-10T08:00:00Z'), 7, 'UTC').toISOString()).toBe('2027-01-17T08:00:00.000Z');
  });
});

describe('catalogue inputs', () => {
  const event = { ...dates, nameDe: 'Messe', nameEn: 'Fair', vatRate: 19, urlAgb: 'https://messe.example/agb' };

  it('takes a VAT rate in per cent with two decimals at most', () => {
    expect(eventInputSchema.safeParse(event).success).toBe(true);
    expect(vatRateToBasisPoints(7.7)).toBe(770);
    for (const vatRate of [-1, 100.01, 19.005]) {
      const result = eventInputSchema.safeParse({ ...event, vatRate });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['vatRate', 'eventVatRateRange']]);
    }
  });

  it('refuses empty names, malformed dates and a reversed size range', () => {
    const result = eventInputSchema.safeParse({ ...event, nameEn: ' ', startsAt: '2027-02-30', printEndsAt: '2027-09-15' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nameEn', 'required'],
      ['startsAt', 'catalogueDateInvalid'],
      ['printEndsAt', 'catalogueDateTimeInvalid'],
    ]);
    expect(qmRangeIssues({ qmMin: 20, qmMax: 12 })).toEqual([{ property: 'qmMax', message: 'standConfigQmRange', params: { min: 20 } }]);
    const config = { nameDe: 'Reihe', nameEn: 'Row', standType: 'inline', qmMin: 20, qmMax: 12, priceRules: [] };
    expect(standConfigInputSchema.safeParse(config).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['qmMax']);
  });

  it('takes prices in whole, non-negative cents', () => {
    const rule = { descriptionDe: 'Fläche', descriptionEn: 'Space', unit: 'qm', basis: 'per_qm', priceSingle: -1 };
    const config = { nameDe: 'Reihe', nameEn: 'Row', standType: 'inline', qmMin: 12, qmMax: 100, priceRules: [rule, { ...rule, priceSingle: 12.5 }] };
    expect(standConfigInputSchema.safeParse(config).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['priceRules.0.priceSingle', 'cataloguePriceNegative'],
      ['priceRules.1.priceSingle', 'cataloguePriceWholeCents'],
    ]);
  });

  it('copies by a shift or to a new start, not both', () => {
    expect(copyEventInputSchema.safeParse({ nameDe: 'A', nameEn: 'A', shiftDays: 364 }).success).toBe(true);
    expect(copyEventInputSchema.safeParse({ nameDe: 'A', nameEn: 'A', startsAt: '2028-10-12' }).success).toBe(true);
    const both = copyEventInputSchema.safeParse({ nameDe: 'A', nameEn: 'A', shiftDays: 1, startsAt: '2028-10-12' });
    expect(both.error?.issues[0]?.message).toBe('copyShiftOrStart');
    expect(copyEventInputSchema.safeParse({ nameDe: 'A', nameEn: 'A' }).error?.issues[0]?.path).toEqual(['startsAt']);
    expect(copyEventInputSchema.safeParse({ nameDe: 'A', nameEn: 'A', startsAt: '2028-13-01' }).error?.issues[0]?.message).toBe('catalogueDateInvalid');
  });
});
