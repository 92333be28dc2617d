import { OfferState } from '@messeportal/domain';
import type { Tone } from './tones.ts';

/**
 * Every state a list shows as a badge, by what it belongs to, and the tone it is shown in: the one mapping
 * that offers, registrations, orders, documents and mails share. Orders and their documents have the same
 * states (SPEC: "order and document status labels"), the domain's `documentStates`; offers the domain's
 * `offerStates` (see offerStatus) and, once ordered, `ordered`; an invoice's payment the domain's `PAYMENT_STATES`.
 */
export const STATUS_TONES = {
  offer: { draft: 'neutral', sent: 'info', accepted: 'success', declined: 'danger', expired: 'warning', ordered: 'success' },
  registration: { confirmed: 'success', unconfirmed: 'warning', canceled: 'danger' },
  document: { open: 'info', confirmed: 'success', delivered: 'success', processed: 'success', finished: 'neutral', canceled: 'danger', paid: 'success' },
  mail: { pending: 'info', sending: 'info', sent: 'success', failed: 'danger' },
  // Nothing to do about a cancelled or wholly credited invoice; overdue is what the desk must act on.
  payment: { open: 'info', partPaid: 'warning', paid: 'success', overdue: 'danger', canceled: 'neutral', credited: 'neutral' },
  // A flue gas connection's request (FIREPLACE_STATES): staff decide on a requested one.
  fireplace: { requested: 'warning', confirmed: 'success', refused: 'danger' },
  // Why an entry of a bank statement waits for a person (BANK_REVIEW_REASONS): a guess to check is a warning, an
  // invoice no longer open may mean money owed back.
  bankEntry: { partPayment: 'warning', aboveOpen: 'warning', ambiguous: 'warning', otherName: 'warning', notOpen: 'danger', noMatch: 'neutral', debit: 'neutral' },
  // A dunning notice by its level (DUNNING_KINDS), the sharper the redder; an overdue invoice held back from dunning.
  dunning: { reminder: 'info', firstNotice: 'warning', secondNotice: 'danger', disputed: 'warning', onHold: 'neutral' },
  // A staff account (staff page): invited until it has set its password, disabled by an admin.
  account: { active: 'success', invited: 'info', disabled: 'neutral' },
} as const satisfies Record<string, Record<string, Tone>>;

type Statuses = typeof STATUS_TONES;
/** A state as `subject.state`, e.g. `offer.sent` or `mail.failed`; its label is `ui.status.<subject>.<state>`. */
export type Status = { [Subject in keyof Statuses]: `${Subject}.${keyof Statuses[Subject] & string}` }[keyof Statuses];

export function toneOf(status: Status): Tone {
  const [subject, state] = status.split('.') as [keyof Statuses, string];
  return (STATUS_TONES[subject] as Record<string, Tone>)[state]!;
}

const OFFER_STATES = Object.keys(OfferState) as (keyof typeof OfferState)[];

/** The status of a domain offer state id (`OfferState`: draft … expired); undefined for an id it lacks. */
export function offerStatus(stateId: number): Status | undefined {
  const state = OFFER_STATES.find((name) => OfferState[name] === stateId);
  return state && `offer.${state}`;
}

export function isStatus(value: string): value is Status {
  const [subject, state] = value.split('.');
  return subject !== undefined && state !== undefined && Object.hasOwn(STATUS_TONES, subject) && Object.hasOwn(STATUS_TONES[subject as keyof Statuses], state);
}
