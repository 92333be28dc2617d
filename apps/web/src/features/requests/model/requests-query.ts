import { CREDENTIAL_REQUEST_STATES, type CredentialRequestState } from '@messeportal/domain';

/** The inbox as the address keeps it: which tab, which page. */
export interface RequestsQuery {
  state: CredentialRequestState;
  page: number;
}

export const DEFAULT_REQUESTS_QUERY: RequestsQuery = { state: 'open', page: 1 };

const isState = (value: unknown): value is CredentialRequestState => CREDENTIAL_REQUEST_STATES.includes(value as CredentialRequestState);

export function parseRequestsQuery(params: URLSearchParams): RequestsQuery {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return { state: isState(state) ? state : 'open', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The query as address and API parameters, leaving the defaults out. */
export function requestsParams(query: RequestsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.state !== 'open') params.set('state', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Another tab starts at its first page. */
export const withState = (query: RequestsQuery, state: CredentialRequestState): RequestsQuery => ({ state, page: state === query.state ? query.page : 1 });
