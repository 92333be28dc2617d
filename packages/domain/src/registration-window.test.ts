import { describe, expect, it } from 'vitest';
import { registrationPhase } from './registration-window.ts';

const BERLIN = 'Europe/Berlin';
const window = { registrationOpensOn: '2027-03-01', registrationEndsAt: '2027-06-30T21:59:00Z' };

describe('registrationPhase', () => {
  it('opens at midnight of its opening day in the organiser’s time zone, not in UTC', () => {
    // 23:30 UTC on 28 February is 00:30 on 1 March in Berlin.
    expect(registrationPhase(window, new Date('2027-02-28T22:59:59Z'), BERLIN)).toBe('notYetOpen');
    expect(registrationPhase(window, new Date('2027-02-28T23:00:00Z'), BERLIN)).toBe('open');
    expect(registrationPhase(window, new Date('2027-02-28T23:30:00Z'), 'UTC')).toBe('notYetOpen');
  });

  it('closes after its deadline', () => {
    expect(registrationPhase(window, new Date('2027-06-30T21:59:00Z'), BERLIN)).toBe('open');
    expect(registrationPhase(window, new Date('2027-06-30T21:59:01Z'), BERLIN)).toBe('closed');
  });

  it('is open from the start without an opening day', () => {
    expect(registrationPhase({ ...window, registrationOpensOn: null }, new Date('2020-01-01T00:00:00Z'), BERLIN)).toBe('open');
  });
});
