import type { FairEvent } from './schemas/event-answers.ts';

/**
 * The dates an exhibitor should note (the portal's dashboard, its calendar address and each date's "add to calendar"):
 * the fairs it takes part in with their deadlines, and the registration deadline of the fairs it could still register
 * for. One home for the dashboard's list and the calendar the server writes.
 */
export type DateKind = 'fairStart' | 'fairEnd' | 'registrationEnd' | 'printEnd' | 'techEnd' | 'earlyBookerEnd';

export const DATE_KINDS: readonly DateKind[] = ['fairStart', 'fairEnd', 'registrationEnd', 'printEnd', 'techEnd', 'earlyBookerEnd'];

/** What an event says of its dates, as the portal's events carry them. */
export type DatedEvent = Pick<FairEvent, 'id' | 'name' | 'startsAt' | 'endsAt' | 'registrationEndsAt' | 'printEndsAt' | 'techEndsAt' | 'earlyBookerEndsAt' | 'isMediaVisible' | 'isTechVisible'>;

export interface DateToNote {
  kind: DateKind;
  /** A calendar date 'YYYY-MM-DD' (the fair's days) or a moment (a deadline, ISO). */
  date: string;
  eventId: number;
  eventName: string;
}

/** A registration with its event; only a registration the organiser has not cancelled counts. */
export interface RegisteredEvent<E extends DatedEvent = DatedEvent> {
  registration: { canceledAt: string | null };
  event: E;
}

/** A deadline as a moment: a calendar date 'YYYY-MM-DD' lasts until the end of that day (where the clock runs). */
export function endOf(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999`) : new Date(value);
}

/** A registration the organiser has not cancelled: only such have tasks, deadlines and an open confirmation. */
export const isLive = ({ registration }: RegisteredEvent): boolean => registration.canceledAt === null;

/** The date of a kind an event has, if it has one (media and services only where the event offers them). */
export function dateOf(event: DatedEvent, kind: DateKind): string | null {
  switch (kind) {
    case 'fairStart':
      return event.startsAt;
    case 'fairEnd':
      return event.endsAt;
    case 'registrationEnd':
      return event.registrationEndsAt;
    case 'printEnd':
      return event.isMediaVisible ? event.printEndsAt : null;
    case 'techEnd':
      return event.isTechVisible ? event.techEndsAt : null;
    case 'earlyBookerEnd':
      return event.earlyBookerEndsAt;
  }
}

const TAKING_PART: readonly DateKind[] = ['earlyBookerEnd', 'printEnd', 'techEnd', 'fairStart', 'fairEnd'];

/** Every date to note, past ones too (a calendar keeps them), soonest first. */
export function allDatesToNote(entries: readonly RegisteredEvent[], openEvents: readonly DatedEvent[]): DateToNote[] {
  const dates: DateToNote[] = [];
  const add = (kind: DateKind, event: DatedEvent) => {
    const date = dateOf(event, kind);
    if (date) dates.push({ kind, date, eventId: event.id, eventName: event.name });
  };
  for (const { event } of entries.filter(isLive)) for (const kind of TAKING_PART) add(kind, event);
  for (const event of openEvents) add('registrationEnd', event);
  return dates.sort((a, b) => endOf(a.date).getTime() - endOf(b.date).getTime());
}

/** The dates to note still ahead at `now`, soonest first (a calendar date counts until the end of its day). */
export const datesToNote = (entries: readonly RegisteredEvent[], openEvents: readonly DatedEvent[], now: Date): DateToNote[] =>
  allDatesToNote(entries, openEvents).filter((entry) => now <= endOf(entry.date));
