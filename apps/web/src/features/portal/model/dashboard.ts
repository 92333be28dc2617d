import { endOf, isLive, type PortalEvent, type PortalRegistration } from '@messeportal/domain';

export interface RegistrationWithEvent {
  registration: PortalRegistration;
  event: PortalEvent;
}

export type TaskKind = 'media' | 'services' | 'confirmations';

/** Something the exhibitor should do for a registration, until when it can be done, and how much is done. */
export interface OpenTask {
  kind: TaskKind;
  registrationId: number;
  eventName: string;
  deadline: string;
  /**
   * Media pieces ordered or services booked so far, or the confirmations given once all are: above 0, the task is
   * done (more media and services can still be added).
   */
  done: number;
}

/** The company's registrations with their events, the next fair first. */
export function registrationsWithEvents(registrations: readonly PortalRegistration[], events: readonly PortalEvent[]): RegistrationWithEvent[] {
  return registrations
    .flatMap((registration) => {
      const event = events.find((entry) => entry.id === registration.eventId);
      return event ? [{ registration, event }] : [];
    })
    .sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt));
}

/** Events the company could still register for. */
export const eventsOpenForRegistration = (events: readonly PortalEvent[]): PortalEvent[] =>
  events.filter((event) => event.isRegistrationOpen && !event.isRegistered);

/**
 * The tasks still open for changes: advertising media can be ordered until the print deadline, services
 * booked and the booklet's mandatory confirmations given until the technical deadline — each only where the
 * event asks for them; the nearest deadline first. Each says how much is done, counting what binding orders and
 * the booklet hold (confirmations: done once all are given). A cancelled registration has none.
 */
export function openTasks(entries: readonly RegistrationWithEvent[], now: Date): OpenTask[] {
  const tasks: OpenTask[] = [];
  for (const { registration, event } of entries.filter(isLive)) {
    const task = (kind: TaskKind, deadline: string, done: number) =>
      tasks.push({ kind, registrationId: registration.id, eventName: event.name, deadline, done });
    if (event.isMediaVisible && now <= endOf(event.printEndsAt)) task('media', event.printEndsAt, registration.mediaOrdered);
    if (event.isTechVisible && now <= endOf(event.techEndsAt)) task('services', event.techEndsAt, registration.servicesBooked);
    if (registration.confirmationsRequired > 0 && now <= endOf(event.techEndsAt)) {
      task('confirmations', event.techEndsAt, registration.confirmationsOpen === 0 ? registration.confirmationsRequired : 0);
    }
  }
  return tasks.sort((a, b) => endOf(a.deadline).getTime() - endOf(b.deadline).getTime());
}

/** The registration whose advertising media can still be ordered, for `#/media` without an id. */
export function firstWithMediaOpen(entries: readonly RegistrationWithEvent[], now: Date): RegistrationWithEvent | undefined {
  return entries.find((entry) => isLive(entry) && entry.event.isMediaVisible && now <= endOf(entry.event.printEndsAt));
}

/** Whole calendar days from `now` to a date (0 on the day itself), for "in 3 days" beside a deadline. */
export function daysUntil(value: string, now: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(endOf(value)) - day(now)) / 86_400_000);
}
