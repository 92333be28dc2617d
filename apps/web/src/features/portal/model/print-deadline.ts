import { endOf, isLive } from '@messeportal/domain';
import type { RegistrationWithEvent } from './dashboard.ts';

/** A fair's print deadline as a change to company data, brands or logos meets it now. */
export interface PrintDeadline {
  registrationId: number;
  eventName: string;
  printEndsAt: string;
  /** Past: changes are still saved and passed on, but no longer reach the fair's print media. */
  passed: boolean;
}

/**
 * The print deadlines that matter to a change of the company's data, brands or logos: one per fair the company
 * takes part in (a registration not cancelled) that has not ended yet, the soonest deadline first (SPEC §9:
 * changes after it are not considered in print media).
 */
export function printDeadlines(entries: readonly RegistrationWithEvent[], now: Date): PrintDeadline[] {
  return entries
    .filter((entry) => isLive(entry) && now <= endOf(entry.event.endsAt))
    .map(({ registration, event }) => ({
      registrationId: registration.id,
      eventName: event.name,
      printEndsAt: event.printEndsAt,
      passed: now > endOf(event.printEndsAt),
    }))
    .sort((a, b) => endOf(a.printEndsAt).getTime() - endOf(b.printEndsAt).getTime());
}
