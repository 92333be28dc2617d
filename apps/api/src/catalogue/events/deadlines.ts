import { AppError } from '../../platform/http/app-error.ts';

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
