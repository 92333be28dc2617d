import { chosenMedia, formatDate, registrationPhase, type Configuration, type RegistrationWindow } from '@messeportal/domain';
import { AppError, notFound } from '../../platform/http/app-error.ts';

/** An event as the rules of its registration read it, with the organiser's time zone its opening day is read in. */
export interface RegistrationEvent {
  event: RegistrationWindow & { isPublished: boolean };
  timeZone: string;
}

/** Where the event's registration stands now (see registrationPhase). */
export const registrationPhaseOf = ({ event, timeZone }: RegistrationEvent, now: Date) => registrationPhase(event, now, timeZone);

/** Whether the public configurator takes registrations for the event now. */
export const isRegistrationOpen = (entry: RegistrationEvent, now: Date) => registrationPhaseOf(entry, now) === 'open';

/**
 * A new registration for the event may be ordered now: the event is published (an unpublished one is not there
 * for the public: 404), its registration has opened (409 naming the day) and not closed (409).
 */
export function assertRegistrationOpen(entry: RegistrationEvent, now = new Date()): void {
  if (!entry.event.isPublished) throw notFound('eventNotPublished', 'eventId');
  const phase = registrationPhaseOf(entry, now);
  if (phase === 'notYetOpen') throw new AppError(409, 'registrationNotYetOpen', { params: { date: formatDate(entry.event.registrationOpensOn) } });
  if (phase === 'closed') throw new AppError(409, 'registrationClosed');
}

/**
 * After the print deadline advertising media can no longer be ordered (SPEC §9: later changes would not
 * reach the print media), in the portal as in an ordered offer.
 */
export function assertPrintOpen(event: { printEndsAt: Date }, now = new Date()): void {
  if (now > event.printEndsAt) throw new AppError(409, 'printDeadlinePassed');
}

/** After the tech deadline the service booking (order booklet, fireplace, stand plan, ordered services) is closed. */
export function assertTechOpen(event: { techEndsAt: Date }, now = new Date()): void {
  if (now > event.techEndsAt) throw new AppError(409, 'functionsUnavailable');
}

/**
 * The deadlines an order of a configuration must meet, as the order and its pro-forma invoice check them: a
 * registration while its event is published and its registration open; additions to a registration
 * (`isAddition`) with media until the print deadline and with services until the tech deadline.
 */
export function assertOrderOpen(
  entry: RegistrationEvent & { event: { printEndsAt: Date; techEndsAt: Date } },
  content: Pick<Configuration, 'medias' | 'orderBooks'>,
  isAddition: boolean,
  now = new Date(),
): void {
  if (!isAddition) {
    assertRegistrationOpen(entry, now);
    return;
  }
  if (chosenMedia(content.medias).size > 0) assertPrintOpen(entry.event, now);
  if (content.orderBooks.some((booked) => booked.amount > 0)) assertTechOpen(entry.event, now);
}
