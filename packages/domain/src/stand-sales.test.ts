import { describe, expect, it } from 'vitest';
import { HOLD_MS, mayHold, objectionDeadline, staffMayChange, standStateAt } from './stand-sales.ts';

const now = new Date('2027-03-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('the state of a stand', () => {
  it('is booked whenever a registration is on it, whatever is stored', () => {
    expect(standStateAt({ state: 'held', until: later(HOLD_MS) }, true, now)).toBe('booked');
    expect(standStateAt(undefined, true, now)).toBe('booked');
  });

  it('is available with nothing stored, and again once a hold or an option has ended', () => {
    expect(standStateAt(undefined, false, now)).toBe('available');
    expect(standStateAt({ state: 'held', until: later(1) }, false, now)).toBe('held');
    expect(standStateAt({ state: 'held', until: now }, false, now)).toBe('available');
    expect(standStateAt({ state: 'option', until: later(-1) }, false, now)).toBe('available');
    expect(standStateAt({ state: 'option', until: later(86_400_000) }, false, now)).toBe('option');
  });

  it('keeps a proposal and a block past any date (a proposal ends by answer or by its deadline, a block by staff)', () => {
    expect(standStateAt({ state: 'proposed', until: later(-1) }, false, now)).toBe('proposed');
    expect(standStateAt({ state: 'blocked', until: null }, false, now)).toBe('blocked');
  });

  it('lets a visitor hold a free stand or renew its own hold, nothing else', () => {
    expect(mayHold('available', false)).toBe(true);
    expect(mayHold('held', true)).toBe(true);
    for (const state of ['held', 'option', 'proposed', 'booked', 'blocked'] as const) expect(mayHold(state, false)).toBe(false);
  });
});

describe('what staff may do with a stand', () => {
  it('books or proposes a free stand, or one optioned or proposed to the same exhibitor, never one held, booked or blocked', () => {
    for (const action of ['book', 'propose'] as const) {
      expect(staffMayChange(action, 'available', false)).toBe(true);
      expect(staffMayChange(action, 'option', true)).toBe(true);
      expect(staffMayChange(action, 'option', false)).toBe(false);
      expect(staffMayChange(action, 'proposed', true)).toBe(true);
      expect(staffMayChange(action, 'proposed', false)).toBe(false);
      for (const state of ['held', 'booked', 'blocked'] as const) expect(staffMayChange(action, state, true)).toBe(false);
    }
  });

  it('options a free stand or renews the same company’s option, blocks only a free stand, releases anything taken', () => {
    expect(staffMayChange('option', 'available', false)).toBe(true);
    expect(staffMayChange('option', 'option', true)).toBe(true);
    expect(staffMayChange('option', 'option', false)).toBe(false);
    expect(staffMayChange('block', 'available', false)).toBe(true);
    expect(staffMayChange('block', 'held', false)).toBe(false);
    expect(staffMayChange('release', 'available', false)).toBe(false);
    for (const state of ['held', 'option', 'proposed', 'booked', 'blocked'] as const) expect(staffMayChange('release', state, false)).toBe(true);
  });

  it('swaps only a booked stand', () => {
    expect(staffMayChange('swap', 'booked', false)).toBe(true);
    for (const state of ['available', 'held', 'option', 'proposed', 'blocked'] as const) expect(staffMayChange('swap', state, true)).toBe(false);
  });
});

describe('the deadline to object to a proposal', () => {
  it('ends at midnight in the organiser’s time zone, the given number of days after the day of the proposal', () => {
    // 00:30 on 2 March in Berlin is still 1 March in UTC: the day counted from is Berlin's.
    expect(objectionDeadline(new Date('2027-03-01T23:30:00Z'), 8, 'Europe/Berlin').toISOString()).toBe('2027-03-10T22:59:59.999Z');
    // Across the change to summer time (28 March 2027) the day still ends at Berlin's midnight.
    expect(objectionDeadline(new Date('2027-03-25T10:00:00Z'), 8, 'Europe/Berlin').toISOString()).toBe('2027-04-02T21:59:59.999Z');
  });
});
