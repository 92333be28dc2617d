import { describe, expect, it } from 'vitest';
import { allDatesToNote, datesToNote, dateOf, type DatedEvent } from './dates-to-note.ts';

const event = (id: number, overrides: Partial<DatedEvent> = {}): DatedEvent => ({
  id,
  name: `Messe ${id}`,
  startsAt: '2027-04-21',
  endsAt: '2027-04-24',
  registrationEndsAt: '2027-02-20T22:00:00.000Z',
  printEndsAt: '2027-01-21T22:00:00.000Z',
  techEndsAt: '2027-03-22T22:00:00.000Z',
  earlyBookerEndsAt: null,
  isMediaVisible: true,
  isTechVisible: true,
  ...overrides,
});
const kitchen = event(1);
const fireplace = event(2, { startsAt: '2027-05-06', endsAt: '2027-05-09', printEndsAt: '2027-01-31T22:00:00.000Z', techEndsAt: '2027-04-01T22:00:00.000Z' });
const live = { registration: { canceledAt: null }, event: kitchen };

describe('the dates to note', () => {
  it('notes the dates ahead, soonest first, with the registration deadline of the events still open', () => {
    const dates = datesToNote([live], [fireplace], new Date('2027-01-25T00:00:00Z'));
    expect(dates.map((d) => [d.kind, d.eventId])).toEqual([
      ['registrationEnd', 2],
      ['techEnd', 1],
      ['fairStart', 1],
      ['fairEnd', 1],
    ]);
  });

  it('counts a calendar date until the end of its day', () => {
    expect(datesToNote([live], [], new Date(2027, 3, 24, 18, 0)).map((d) => d.kind)).toEqual(['fairEnd']);
  });

  it('keeps the past dates for a calendar, and none of a cancelled registration', () => {
    expect(allDatesToNote([live], []).map((d) => d.kind)).toEqual(['printEnd', 'techEnd', 'fairStart', 'fairEnd']);
    expect(allDatesToNote([{ registration: { canceledAt: '2026-12-01T10:00:00.000Z' }, event: kitchen }], [])).toEqual([]);
  });

  it('has a media or services deadline only where the event offers them, and an early booker date only where set', () => {
    const plain = event(3, { isMediaVisible: false, isTechVisible: false });
    expect(dateOf(plain, 'printEnd')).toBeNull();
    expect(dateOf(plain, 'techEnd')).toBeNull();
    expect(dateOf(plain, 'earlyBookerEnd')).toBeNull();
    expect(dateOf(event(4, { earlyBookerEndsAt: '2026-12-31T22:59:59.000Z' }), 'earlyBookerEnd')).toBe('2026-12-31T22:59:59.000Z');
    expect(allDatesToNote([{ registration: { canceledAt: null }, event: plain }], []).map((d) => d.kind)).toEqual(['fairStart', 'fairEnd']);
  });
});
