import { describe, expect, it } from 'vitest';
import { datesToNote } from '@messeportal/domain';
import { daysUntil, eventsOpenForRegistration, firstWithMediaOpen, openTasks, registrationsWithEvents } from './dashboard.ts';
import { event, registration } from './portal-fixtures.ts';

const kitchen = event(1, { isRegistered: true });
const fireplace = event(2, { startsAt: '2027-05-06', endsAt: '2027-05-09', printEndsAt: '2027-01-31T22:00:00.000Z', techEndsAt: '2027-04-01T22:00:00.000Z' });
const closed = event(3, { isRegistrationOpen: false });
const entries = registrationsWithEvents([registration(1, 1)], [kitchen, fireplace, closed]);

describe('the dashboard', () => {
  it('pairs each registration with its event, the next fair first', () => {
    const both = registrationsWithEvents([registration(2, 2), registration(1, 1), registration(9, 99)], [kitchen, fireplace]);
    expect(both.map((entry) => entry.registration.id)).toEqual([1, 2]);
  });

  it('offers only events open for registration the company is not registered for', () => {
    expect(eventsOpenForRegistration([kitchen, fireplace, closed]).map((e) => e.id)).toEqual([2]);
  });

  it('lists media orders until the print deadline and service bookings until the tech deadline, nearest first', () => {
    const tasks = openTasks(entries, new Date('2026-11-22T12:00:00Z'));
    expect(tasks.map((task) => [task.kind, task.deadline])).toEqual([
      ['media', kitchen.printEndsAt],
      ['services', kitchen.techEndsAt],
    ]);
    expect(openTasks(entries, new Date('2027-02-01T00:00:00Z')).map((task) => task.kind)).toEqual(['services']);
    expect(openTasks(entries, new Date('2027-03-23T00:00:00Z'))).toEqual([]);
  });

  it('counts what is ordered and booked as done, and keeps the task open for additions until its deadline', () => {
    const ordered = registrationsWithEvents([registration(1, 1, { mediaOrdered: 2, servicesBooked: 0 })], [kitchen]);
    expect(openTasks(ordered, new Date('2026-11-22T12:00:00Z')).map((task) => [task.kind, task.done])).toEqual([
      ['media', 2],
      ['services', 0],
    ]);
  });

  it('asks for the booklet’s mandatory confirmations until the tech deadline, done once all are given', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const asked = (confirmationsOpen: number) =>
      openTasks(registrationsWithEvents([registration(1, 1, { confirmationsRequired: 2, confirmationsOpen })], [event(1, { isMediaVisible: false, isTechVisible: false })]), now);
    expect(asked(1)).toEqual([{ kind: 'confirmations', registrationId: 1, eventName: 'Messe 1', deadline: kitchen.techEndsAt, done: 0 }]);
    expect(asked(0).map((task) => task.done)).toEqual([2]);
    expect(openTasks(registrationsWithEvents([registration(1, 1, { confirmationsRequired: 2, confirmationsOpen: 2 })], [kitchen]), new Date('2027-03-23T00:00:00Z'))).toEqual([]);
  });

  it('gives no task for what the event does not offer', () => {
    const noMedia = registrationsWithEvents([registration(1, 1)], [event(1, { isMediaVisible: false, isTechVisible: false })]);
    expect(openTasks(noMedia, new Date('2026-11-22T12:00:00Z'))).toEqual([]);
  });

  it('picks for the media page the first registration whose media can still be ordered', () => {
    const two = registrationsWithEvents([registration(1, 1), registration(2, 2)], [kitchen, fireplace]);
    expect(firstWithMediaOpen(two, new Date('2027-01-25T00:00:00Z'))?.registration.id).toBe(2);
    expect(firstWithMediaOpen(two, new Date('2027-02-05T00:00:00Z'))).toBeUndefined();
  });

  it('gives a registration the organiser cancelled no task, no dates of its fair and no media page of its own', () => {
    const canceled = registrationsWithEvents([registration(1, 1, { canceledAt: '2026-11-20T09:00:00.000Z' }), registration(2, 2)], [kitchen, fireplace]);
    const now = new Date('2026-11-22T12:00:00Z');
    expect(openTasks(canceled, now).map((task) => task.registrationId)).toEqual([2, 2]);
    expect(datesToNote(canceled, [], now).map((d) => d.eventName)).toEqual(Array(4).fill('Messe 2'));
    expect(firstWithMediaOpen(canceled, now)?.registration.id).toBe(2);
  });

  it('counts the calendar days left to a date, 0 on the day itself, whatever the hour', () => {
    const evening = new Date(2027, 0, 24, 23, 30);
    expect(daysUntil('2027-01-24', evening)).toBe(0);
    expect(daysUntil('2027-01-25', evening)).toBe(1);
    expect(daysUntil('2027-03-26', new Date(2027, 2, 1, 8, 0))).toBe(25);
    // Across the change to summer time (28.03.2027) a day is 23 hours long.
    expect(daysUntil('2027-03-29', new Date(2027, 2, 27, 12, 0))).toBe(2);
  });
});
