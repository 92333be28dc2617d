import { describe, expect, it } from 'vitest';
import { registrationsWithEvents } from './dashboard.ts';
import { event, registration } from './portal-fixtures.ts';
import { printDeadlines } from './print-deadline.ts';

const kitchen = event(1, { name: 'Küchenmesse', endsAt: '2027-04-24', printEndsAt: '2027-01-21T22:00:00.000Z' });
const fireplace = event(2, { name: 'Kaminmesse', endsAt: '2027-05-09', printEndsAt: '2027-01-10T22:00:00.000Z' });
const past = event(3, { name: 'Vorjahresmesse', endsAt: '2026-04-24', printEndsAt: '2026-01-21T22:00:00.000Z' });
const canceled = event(4, { name: 'Stornierte Messe', endsAt: '2027-06-01', printEndsAt: '2027-03-01T22:00:00.000Z' });
const entries = registrationsWithEvents(
  [registration(11, 1), registration(12, 2), registration(13, 3), registration(14, 4, { canceledAt: '2026-11-01T10:00:00.000Z' })],
  [kitchen, fireplace, past, canceled],
);

describe('the print deadlines a change of company data meets', () => {
  it('names each fair the company takes part in and that has not ended, the soonest deadline first', () => {
    expect(printDeadlines(entries, new Date('2026-12-01T12:00:00Z'))).toEqual([
      { registrationId: 12, eventName: 'Kaminmesse', printEndsAt: '2027-01-10T22:00:00.000Z', passed: false },
      { registrationId: 11, eventName: 'Küchenmesse', printEndsAt: '2027-01-21T22:00:00.000Z', passed: false },
    ]);
  });

  it('marks a deadline passed from the moment after it, and drops a fair once it has ended', () => {
    const atDeadline = printDeadlines(entries, new Date('2027-01-10T22:00:00.000Z'));
    expect(atDeadline.map((entry) => [entry.eventName, entry.passed])).toEqual([
      ['Kaminmesse', false],
      ['Küchenmesse', false],
    ]);
    const between = printDeadlines(entries, new Date('2027-01-15T08:00:00Z'));
    expect(between.map((entry) => [entry.eventName, entry.passed])).toEqual([
      ['Kaminmesse', true],
      ['Küchenmesse', false],
    ]);
    expect(printDeadlines(entries, new Date('2027-05-01T08:00:00Z')).map((entry) => entry.eventName)).toEqual(['Kaminmesse']);
  });
});
