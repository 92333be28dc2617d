/*
 * The registration desk's rules (issue 16): the states of orders and their documents and how they may move,
 * the state of a registration, and the lists' fixed choices. Pure: the server enforces them, the web shows only
 * what they allow.
 */

/** SPEC §4's order and document status labels, in the order work runs through them. */
export const ORDER_STATES = ['open', 'confirmed', 'processed', 'delivered', 'finished', 'canceled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const isOrderState = (value: unknown): value is OrderState => ORDER_STATES.includes(value as OrderState);

/**
 * Where an order (and the document made from it) may go from each state. Work runs forward only: an open order
 * is confirmed by the organiser, processed (ordered from the service partner, printed …), delivered at the fair
 * and finished once settled. Anything not yet delivered can be cancelled; what was delivered is settled by a
 * credit note (the invoicing issue), never by cancelling. Finished and cancelled are final.
 */
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  open: ['confirmed', 'canceled'],
  confirmed: ['processed', 'delivered', 'canceled'],
  processed: ['delivered', 'canceled'],
  delivered: ['finished'],
  finished: [],
  canceled: [],
};

export const mayMoveOrder = (from: OrderState, to: OrderState): boolean => ORDER_TRANSITIONS[from].includes(to);

/** The states a registration is in: waiting for its double opt-in, confirmed, or cancelled by staff. */
export const REGISTRATION_STATES = ['unconfirmed', 'confirmed', 'canceled'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export function registrationState(registration: { isConfirmed: boolean; canceledAt: Date | string | null }): RegistrationState {
  if (registration.canceledAt) return 'canceled';
  return registration.isConfirmed ? 'confirmed' : 'unconfirmed';
}

/** What staff may do to a registration in a state: a cancelled one is only read, or restored (issue 28). */
export const registrationActions = (state: RegistrationState) => ({
  assignStand: state !== 'canceled',
  changeStand: state !== 'canceled',
  confirm: state === 'unconfirmed',
  newConfirmLink: state === 'unconfirmed',
  cancel: state !== 'canceled',
  restore: state === 'canceled',
});

/** Columns the registrations list sorts by. */
export const REGISTRATION_SORTS = ['company', 'standType', 'standSize', 'hall', 'standNr', 'state', 'orderedNet', 'createdAt'] as const;
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];

/** Days after which an unconfirmed registration is an open task on the event's dashboard. */
export const UNCONFIRMED_TASK_DAYS = 7;

/** Hall and stand number as staff type them: at most this long. */
export const STAND_LABEL_MAX = 20;

/**
 * A hall or stand number as it is kept: compatibility forms folded (NFKC: fullwidth Ｂ１２ is B12), invisible
 * characters removed (zero-width spaces, soft hyphens, controls), white space collapsed to one space, trimmed.
 */
export function standLabel(value: string): string {
  return value.normalize('NFKC').replace(/[\p{Cf}\p{Cc}]/gu, '').replace(/\s+/gu, ' ').trim();
}

/** Cyrillic and Greek capitals that read as Latin ones on a hall plan. */
const LOOK_ALIKES: Readonly<Record<string, string>> = Object.fromEntries(
  [...'АВЕКМНОРСТХУІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ'].map((letter, i) => [letter, 'ABEKMHOPCTXYIJSABEZHIKMNOPTYX'[i]!]),
);

/**
 * What two hall or stand numbers are told apart by, so that one stand cannot be given twice under numbers that
 * only look different: upper case, without spaces, look-alike letters as Latin ones, numbers without leading
 * zeros ("b 012", "В12" and "B12" are one stand).
 */
export function standKey(value: string): string {
  const letters = [...standLabel(value).toUpperCase().replace(/\s/gu, '')].map((letter) => LOOK_ALIKES[letter] ?? letter);
  return letters.join('').replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));
}
