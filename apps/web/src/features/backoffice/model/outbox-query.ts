import { MAIL_STATES } from '@messeportal/domain';
import { parsePage } from './paging.ts';

/** The states of an outbox mail (the API's `state` filter). */
export type MailState = (typeof MAIL_STATES)[number];
export { MAIL_STATES };

/** The outbox list as the address keeps it; `state` '' shows every mail. */
export interface OutboxQuery {
  state: MailState | '';
  page: number;
}

export const isMailState = (value: unknown): value is MailState => MAIL_STATES.includes(value as MailState);

export function parseOutboxQuery(params: URLSearchParams): OutboxQuery {
  const state = params.get('state');
  return { state: isMailState(state) ? state : '', page: parsePage(params.get('page')) };
}

/** The query as address and API parameters, leaving the defaults out. */
export function outboxParams(query: OutboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A changed filter starts at page 1. */
export const withState = (query: OutboxQuery, state: MailState | ''): OutboxQuery => ({ state, page: state === query.state ? query.page : 1 });

/**
 * Staff send a failed mail again (the worker gave up on it). A sent one the API would also take, but
 * offering that beside every delivered mail invites duplicates; pending and sending ones are on their way.
 */
export const canResend = (mail: { state: string }): boolean => mail.state === 'failed';
