/**
 * The sales state of a stand in an event (issue 31). What is stored (stand_sales) holds its state until a moment:
 * a visitor's hold, a company's option; past that moment the stand is available again without anyone clearing it.
 * Booked is not stored: a registration of the event on the stand books it.
 */
export const STAND_STATES = ['available', 'held', 'option', 'proposed', 'booked', 'blocked'] as const;
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
