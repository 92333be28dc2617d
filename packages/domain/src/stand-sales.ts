import { addDays, dayEndsAt, dayIn } from './catalogue-rules.ts';

/**
 * The sales state of a stand in an event (issue 31). What is stored (stand_sales) holds its state until a moment:
 * a visitor's hold, a company's option; past that moment the stand is available again without anyone clearing it.
 * Booked is not stored: a registration of the event on the stand books it. Requested is not stored either: a free
 * stand that an exhibitor still without a stand wished for (stand_wishes) shows so on the plan; for everything else
 * it is available (staff book, option or block it, a wish reserves nothing).
 */
export const STAND_STATES = ['available', 'requested', 'held', 'option', 'proposed', 'booked', 'blocked'] as const;
export type StandState = (typeof STAND_STATES)[number];

/** A visitor's hold on a stand lasts this long, renewed while the visitor is active. */
export const HOLD_MINUTES = 15;
export const HOLD_MS = HOLD_MINUTES * 60_000;

export interface StoredStandSale {
  state: 'available' | 'held' | 'option' | 'proposed' | 'blocked';
  until: Date | null;
}

/** The state a stand is in at `now`: a registration on it books it; an ended hold or option leaves it available. */
export function standStateAt(stored: StoredStandSale | undefined, booked: boolean, now: Date): StandState {
  if (booked) return 'booked';
  if (!stored) return 'available';
  if ((stored.state === 'held' || stored.state === 'option') && stored.until !== null && stored.until <= now) return 'available';
  return stored.state;
}

/** Whether a visitor may hold the stand: only a free one, or one this visitor holds already (a renewal). */
export const mayHold = (state: StandState, heldByCaller: boolean) => state === 'available' || (state === 'held' && heldByCaller);

/** What staff do with a stand at the desk (issue 31); a swap exchanges the exhibitors of two booked stands. */
export const STAND_ACTIONS = ['book', 'propose', 'option', 'block', 'release', 'swap'] as const;
export type StandAction = (typeof STAND_ACTIONS)[number];

/**
 * Whether staff may do `action` on a stand in `state`. `same` says the stand's option or proposal is for the same
 * company or registration the action is for: that exhibitor may then be booked or proposed there, and an option
 * renewed. A visitor's hold is never taken away by a booking (it runs out in minutes); releasing ends anything.
 * Only a booked stand swaps, with another booked one (each side is asked).
 */
export function staffMayChange(action: StandAction, state: StandState, same: boolean): boolean {
  switch (action) {
    case 'release':
      return state !== 'available';
    case 'block':
      return state === 'available';
    case 'option':
      return state === 'available' || (state === 'option' && same);
    case 'propose':
      return state === 'available' || ((state === 'option' || state === 'proposed') && same);
    case 'book':
      return state === 'available' || ((state === 'option' || state === 'proposed') && same);
    case 'swap':
      return state === 'booked';
  }
}

/** At most this many options a company holds in one event, unless the event says otherwise. */
export const DEFAULT_MAX_OPTIONS_PER_COMPANY = 3;

/**
 * The last moment an exhibitor may object to a placement proposal made at `now`: the end of the day `days` days on,
 * in the organiser's time zone (German terms of participation give 8 days; silence after it counts as accepted).
 */
export const objectionDeadline = (now: Date, days: number, timeZone: string): Date => dayEndsAt(addDays(dayIn(now, timeZone), days), timeZone);
