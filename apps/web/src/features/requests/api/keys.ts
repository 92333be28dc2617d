import type { RequestsQuery } from '../model/requests-query.ts';

/**
 * Query keys of the requests inbox. The answers carry no translated labels, so the locale is not part of them;
 * answering or closing a request invalidates `all` (the lists, the navigation's count and the request).
 */
export const requestKeys = {
  all: ['requests'] as const,
  list: (query: RequestsQuery) => [...requestKeys.all, 'list', query.state, query.page] as const,
  detail: (id: number) => [...requestKeys.all, 'detail', id] as const,
};
