import { dayIn } from './catalogue-rules.ts';

/** Where an event's registration stands: before its opening day, open, or past its deadline. */
export const REGISTRATION_PHASES = ['notYetOpen', 'open', 'closed'] as const;
export type RegistrationPhase = (typeof REGISTRATION_PHASES)[number];

/** What of an event decides its registration phase: its opening day ('YYYY-MM-DD', or none) and its deadline. */
export interface RegistrationWindow {
  registrationOpensOn: string | null;
  registrationEndsAt: Date | string;
}

/**
 * The phase of an event's registration at `now` (issue 28): it opens at the start of its opening day in the
 * organiser's time zone (without one, as soon as the event is published) and closes after its deadline. The
 * configurator, the order, the portal and the back office's badges all ask here; whether the event is published
 * is asked apart, as an unpublished event is not shown to the public at all.
 */
export function registrationPhase(event: RegistrationWindow, now: Date, timeZone: string): RegistrationPhase {
  if (event.registrationOpensOn && dayIn(now, timeZone) < event.registrationOpensOn) return 'notYetOpen';
  return now.getTime() <= new Date(event.registrationEndsAt).getTime() ? 'open' : 'closed';
}
