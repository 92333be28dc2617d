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

/** What staff may do to a registration in a state: a cancelled one is only read. */
export const registrationActions = (state: RegistrationState) => ({
  assignStand: state !== 'canceled',
  changeStand: state !== 'canceled',
  confirm: state === 'unconfirmed',
  newConfirmLink: state === 'unconfirmed',
  cancel: state !== 'canceled',
});

/** Columns the registrations list sorts by. */
export const REGISTRATION_SORTS = ['company', 'standType', 'standSize', 'hall', 'standNr', 'state', 'orderedNet', 'createdAt'] as const;
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];

/** Days after which an unconfirmed registration is an open task on the event's dashboard. */
export const UNCONFIRMED_TASK_DAYS = 7;

/** Hall and stand number as staff type them: at most this long. */
export const STAND_LABEL_MAX = 20;
