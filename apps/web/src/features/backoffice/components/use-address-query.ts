import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's query (search, sort, filter, page) kept in the address, so that a reload, a shared link or the
 * way back from an offer shows the same list. `parse` and `toParams` must be module functions (stable).
 */
export function useAddressQuery<Query>(parse: (params: URLSearchParams) => Query, toParams: (query: Query) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [params, parse]);
  const setQuery = useCallback(
    // Typing a search replaces the entry; paging and sorting are steps the back button may retrace.
    (next: Query, options: { replace?: boolean } = {}) => setParams(toParams(next), { replace: options.replace ?? false }),
    [setParams, toParams],
  );
  return [query, setQuery] as const;
}
