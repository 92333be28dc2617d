import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { readToken } from '../api/session.ts';
import { eventQueryOptions } from '../features/configurator/api/get-event.ts';
import { addressId } from '../features/configurator/model/address-id.ts';
import { globalDataQueryOptions } from '../features/portal/api/get-global-data.ts';
import { useLocale } from '../i18n/use-locale.ts';

/*
 * Hooks of an area's frame that ask for a page's first data while the area's chunk still loads, instead of
 * after it: the page then finds the answer in the query cache (same key, same language). They run as the
 * frame renders (like TanStack's usePrefetchQuery), so a navigation that waits for the chunk asks at once.
 */

function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
  if (!queryClient.getQueryState(options.queryKey)) void queryClient.prefetchQuery(options);
}

/** The configurator's event (`#/e/offer/{eventId}`). */
export function usePrefetchEvent(): void {
  const eventId = addressId(useMatch('/e/offer/:eventId/*')?.params.eventId);
  const locale = useLocale();
  if (eventId !== null) prefetch(eventQueryOptions(eventId, locale));
}

/** The dashboard's company, events and registrations (`#/`); only with a login (else the login opens). */
export function usePrefetchGlobalData(): void {
  const home = useMatch('/') !== null;
  const locale = useLocale();
  if (home && readToken()) prefetch(globalDataQueryOptions(locale));
}
