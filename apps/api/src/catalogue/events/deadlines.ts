import { chosenMedia, type Configuration } from '@messeportal/domain';
import { AppError } from '../../platform/http/app-error.ts';

/** Whether the public configurator still takes registrations for the event. */
export const isRegistrationOpen = (event: { registrationEndsAt: Date }, now: Date) => now <= event.registrationEndsAt;

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
 * registration until the registration deadline; additions to a registration (`isAddition`) with media until the
 * print deadline and with services until the tech deadline.
 */
export function assertOrderOpen(
  event: { registrationEndsAt: Date; printEndsAt: Date; techEndsAt: Date },
  content: Pick<Configuration, 'medias' | 'orderBooks'>,
  isAddition: boolean,
  now = new Date(),
): void {
  if (!isAddition) {
    if (!isRegistrationOpen(event, now)) throw new AppError(409, 'registrationClosed');
    return;
  }
  if (chosenMedia(content.medias).size > 0) assertPrintOpen(event, now);
  if (content.orderBooks.some((booked) => booked.amount > 0)) assertTechOpen(event, now);
}
