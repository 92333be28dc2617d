import type { ConfiguratorMode, FairEvent } from '@messeportal/domain';

/**
 * Whether the visitor may pick the stand on the event's hall plan (and the wizard keeps its hold): in the exhibitor's
 * own configurator and registration, of an event that sells its plan's stands by self-selection. Staff place stands
 * at the desk, and an offer they make would outlive any hold.
 */
export const offersHallPlan = (mode: ConfiguratorMode, event: Pick<FairEvent, 'standSelling'>) =>
  (mode === 'test' || mode === 'fe_registration') && event.standSelling === 'self';

/**
 * A stand the visitor picked on the event's hall plan (issue 31) and holds: where it is, the token that holds it,
 * and until when. The hall's name is kept to name the stand ("Stand B12, Halle 7") without the plan; `until` is ''
 * when unknown (a saved offer keeps no time), so that the hold is renewed, or found gone, at once.
 */
export interface PlanChoice {
  hallId: number;
  hall: string;
  stand: string;
  holdToken: string;
  until: string;
}

/** What an order and a saved offer send of the choice (configurationSchema): the server takes type and size from it. */
export const planChoiceBody = (choice: PlanChoice | null) => choice && { hallId: choice.hallId, stand: choice.stand, holdToken: choice.holdToken };

/** The milliseconds the hold has left at `now`; 0 once it ran out, null when its end is unknown. */
export function holdLeftMs(until: string, now: number): number | null {
  const end = Date.parse(until);
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - now);
}

/** The time a hold has left as mm:ss, rounded up to the second (14:59 right after a hold of 15 minutes). */
export function formatHoldLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * When the hold ends by this browser's clock: the server's `until`, but never later than the hold's length after the
 * request was sent. A clock behind the server's would otherwise count past the real end; one ahead ends a little early.
 */
export function clientHoldUntil(serverUntil: string, sentAt: number, holdMs: number): string {
  const server = Date.parse(serverUntil);
  const latest = sentAt + holdMs;
  return new Date(Number.isNaN(server) ? latest : Math.min(server, latest)).toISOString();
}
