/**
 * Rules of the event catalogue that the back office's API and its forms share (issue 15): the order of an
 * event's dates, a stand type's size range, and moving every date of an event to a new edition. Deadlines are
 * instants; they are compared with the fair's calendar days in the organiser's time zone, where the organiser
 * reads them.
 */
import type { MessageCode } from './messages/index.ts';

/** A rule broken by one field; `message` is the code the API translates and the form shows. */
export interface CatalogueIssue {
  property: string;
  message: MessageCode;
  params?: Record<string, string | number>;
}

const DAY_MS = 86_400_000;
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a time zone, written as if it were UTC (ms since the epoch). */
export function wallTime(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(wallClock(timeZone).formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  const n = (type: string) => Number(parts[type]);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'), ms - Math.floor(ms / 1000) * 1000);
}

const toMs = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant).getTime();

/** The calendar day 'YYYY-MM-DD' on which an instant falls in the time zone. */
export function dayIn(instant: Date | string, timeZone: string): string {
  return new Date(wallTime(toMs(instant), timeZone)).toISOString().slice(0, 10);
}

/** A calendar day 'YYYY-MM-DD' moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * An instant moved by whole days in the time zone, keeping its wall-clock time: a deadline at 23:59 in Berlin
 * stays at 23:59 when the new date lies on the other side of a change to or from summer time.
 */
export function shiftInstant(instant: Date, days: number, timeZone: string): Date {
  return new Date(instantAtWallTime(wallTime(instant.getTime(), timeZone) + days * DAY_MS, timeZone));
}

/** The last moment of a calendar day in the time zone (23:59:59.999 on its clocks). */
export const dayEndsAt = (day: string, timeZone: string): Date => new Date(instantAtWallTime(Date.parse(`${day}T23:59:59.999Z`), timeZone));

/** The instant (ms) at which the zone's clocks show a wall-clock time written as if it were UTC (see wallTime). */
export function instantAtWallTime(wall: number, timeZone: string): number {
  // The zone's offset at the target may differ from the first guess's: look it up where that guess lands.
  const guess = wall - (wallTime(wall, timeZone) - wall);
  return wall - (wallTime(guess, timeZone) - guess);
}

/** The dates of an event as the form and the API hold them: days 'YYYY-MM-DD', deadlines as instants. */
export interface EventDates {
  startsAt: string;
  endsAt: string;
  /** The first day of registration; none: as soon as the event is published. */
  registrationOpensOn?: string | null;
  registrationEndsAt: Date | string;
  printEndsAt: Date | string;
  techEndsAt: Date | string;
  earlyBookerEndsAt?: Date | string | null;
  /** The end of the flue gas connection requests; none: the tech deadline. */
  fireplaceEndsAt?: Date | string | null;
}

const dd = (day: string) => day.split('-').reverse().join('.');

/**
 * What is out of order among an event's dates: the end before the start; registration, print, tech or flue gas
 * deadline after the fair's last day; registration opening after its deadline; the early booking ending after the
 * registration. Each on its own field.
 */
export function eventDateIssues(dates: EventDates, timeZone: string): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  if (dates.endsAt < dates.startsAt) issues.push({ property: 'endsAt', message: 'eventEndsBeforeStart' });
  for (const property of ['registrationEndsAt', 'printEndsAt', 'techEndsAt', 'fireplaceEndsAt'] as const) {
    const deadline = dates[property];
    if (deadline != null && deadline !== '' && dayIn(deadline, timeZone) > dates.endsAt) {
      issues.push({ property, message: 'eventDeadlineAfterEnd', params: { endsAt: dd(dates.endsAt) } });
    }
  }
  const opensOn = dates.registrationOpensOn;
  if (opensOn && dates.registrationEndsAt !== '' && opensOn > dayIn(dates.registrationEndsAt, timeZone)) {
    issues.push({ property: 'registrationOpensOn', message: 'eventRegistrationOpensAfterDeadline' });
  }
  const early = dates.earlyBookerEndsAt;
  if (early != null && early !== '' && toMs(early) > toMs(dates.registrationEndsAt)) {
    issues.push({ property: 'earlyBookerEndsAt', message: 'eventEarlyBookingAfterRegistration' });
  }
  return issues;
}

/** A stand type's size range: the largest size may not be below the smallest. */
export function qmRangeIssues(range: { qmMin: number; qmMax: number }): CatalogueIssue[] {
  return range.qmMin > range.qmMax ? [{ property: 'qmMax', message: 'standConfigQmRange', params: { min: range.qmMin } }] : [];
}

/** A VAT rate in per cent (19, 7.7) as the database keeps it, in basis points (1900, 770). */
export const vatRateToBasisPoints = (percent: number): number => Math.round(percent * 100);
/** Basis points (1900) as the API answers them, in per cent (19). */
export const basisPointsToVatRate = (basisPoints: number): number => basisPoints / 100;
