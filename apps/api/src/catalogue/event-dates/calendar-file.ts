import { addDays, dayIn, type DatedEvent, type DateKind, type DateToNote, type Lang } from '@messeportal/domain';
import ical from 'ical-generator';

type Texts = Record<Lang, string>;

/** The words of the calendars: the calendar's name and each date's, as the portal's dashboard names them. */
export const CALENDAR_TEXTS = {
  calendar: { de: 'Messetermine', en: 'Trade fair dates' },
  fileName: { de: 'messetermin', en: 'fair-date' },
  registrationEnd: { de: 'Anmeldeschluss', en: 'Registration deadline' },
  printEnd: { de: 'Druckunterlagenschluss (Werbemittel)', en: 'Print deadline (advertising media)' },
  techEnd: { de: 'Bestellschluss Serviceleistungen', en: 'Deadline for service bookings' },
  earlyBookerEnd: { de: 'Ende der Frühbucherphase', en: 'End of early booking' },
} satisfies Record<string, Texts>;

/** One entry of a calendar, a whole day or several: a fair's days, or one of its deadlines on the organiser's day. */
export interface CalendarEntry {
  uid: string;
  summary: string;
  /** The first day, 'YYYY-MM-DD'. */
  start: string;
  /** The day after the last (iCalendar's end of an all-day entry). */
  end: string;
}

const isFairDay = (kind: DateKind) => kind === 'fairStart' || kind === 'fairEnd';

/**
 * The entries for dates to note: a fair's start and end become one entry over its days (the same whichever of the two
 * is asked for), each deadline an entry on the day it falls on in the organiser's time zone. Each keeps its uid from
 * kind and event, so that a calendar that reads it again moves the entry when the organiser moves the date.
 */
export function calendarEntries(dates: readonly DateToNote[], events: ReadonlyMap<number, DatedEvent>, lang: Lang, timeZone: string): CalendarEntry[] {
  const entries = new Map<string, CalendarEntry>();
  for (const date of dates) {
    const event = events.get(date.eventId);
    if (!event) continue;
    if (isFairDay(date.kind)) {
      entries.set(`fair-${event.id}`, { uid: `fair-${event.id}`, summary: event.name, start: event.startsAt, end: addDays(event.endsAt, 1) });
      continue;
    }
    const day = /^\d{4}-\d{2}-\d{2}$/.test(date.date) ? date.date : dayIn(date.date, timeZone);
    const words = CALENDAR_TEXTS[date.kind as Exclude<DateKind, 'fairStart' | 'fairEnd'>][lang];
    entries.set(`${date.kind}-${event.id}`, { uid: `${date.kind}-${event.id}`, summary: `${words}: ${event.name}`, start: day, end: addDays(day, 1) });
  }
  return [...entries.values()];
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** An iCalendar file (RFC 5545) of whole-day entries, written by ical-generator; uids qualified by the product's host. */
export function calendarFile(entries: readonly CalendarEntry[], { lang, host, now }: { lang: Lang; host: string; now: Date }): string {
  const calendar = ical({
    name: CALENDAR_TEXTS.calendar[lang],
    prodId: { company: 'Messeportal', product: 'Messeportal', language: lang.toUpperCase() },
    // Calendars that subscribe ask again after an hour at most.
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    calendar.createEvent({ id: `${entry.uid}@${host}`, summary: entry.summary, start: utcDay(entry.start), end: utcDay(entry.end), allDay: true, stamp: now });
  }
  return calendar.toString();
}
