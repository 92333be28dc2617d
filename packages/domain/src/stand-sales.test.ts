import { describe, expect, it } from 'vitest';
import { HOLD_MS, mayHold, standStateAt } from './stand-sales.ts';

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
