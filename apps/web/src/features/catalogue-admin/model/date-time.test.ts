import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './date-time.ts';

const BERLIN = 'Europe/Berlin';

describe('deadlines in the organiser’s time zone', () => {
  it('shows an instant as the wall-clock time in the zone, also across midnight and the year', () => {
    expect(toLocalInput('2026-12-31T23:30:00.000Z', BERLIN)).toBe('2027-01-01T00:30');
    expect(toLocalInput('2027-07-01T21:59:00Z', BERLIN)).toBe('2027-07-01T23:59');
    expect(toLocalInput('2027-07-01T21:59:00Z', 'America/New_York')).toBe('2027-07-01T17:59');
  });

  it('reads a typed wall-clock time in the zone, winter and summer time alike', () => {
    expect(fromLocalInput('2027-01-01T00:30', BERLIN)).toBe('2026-12-31T23:30:00.000Z');
    expect(fromLocalInput('2027-03-01T23:59', BERLIN)).toBe('2027-03-01T22:59:00.000Z');
    expect(fromLocalInput('2027-07-01T23:59', BERLIN)).toBe('2027-07-01T21:59:00.000Z');
  });

  it('round-trips every value', () => {
    for (const local of ['2027-03-28T03:00', '2027-10-31T12:15', '2028-02-29T08:00']) {
      expect(toLocalInput(fromLocalInput(local, BERLIN), BERLIN)).toBe(local);
    }
  });

  it('passes empty as none and keeps what is no date for the schema to refuse', () => {
    expect(toLocalInput(null, BERLIN)).toBe('');
    expect(fromLocalInput('', BERLIN)).toBeUndefined();
    expect(fromLocalInput('morgen', BERLIN)).toBe('morgen');
  });
});
