import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

const MAX_RETRIES = 2;

/** Retries only what may pass on a second try: network failures and server errors, never a 4xx. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * A query whose answer counts or sums what other screens change (the back office's event list with its offers
 * and registrations, an event's dashboard): marked with `meta: FIGURES`, it is fetched anew after every change
 * this browser makes, whichever screen made it, so no figure waits for a reload.
 */
export const FIGURES = { figures: true } as const;
export const isFigures = (query: Pick<Query, 'meta'>) => query.meta?.figures === true;

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: () => {
        void client.invalidateQueries({ predicate: isFigures });
      },
    }),
  });
  return client;
}

export const queryClient = createQueryClient();
