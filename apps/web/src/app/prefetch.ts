import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { readToken } from '../api/session.ts';
import { eventQueryOptions } from '../features/configurator/api/get-event.ts';
import { addressId } from '../features/configurator/model/address-id.ts';
import { companyDocumentsQueryOptions } from '../features/portal/api/get-company-documents.ts';
import { globalDataQueryOptions } from '../api/get-global-data.ts';
import type { Locale } from '../i18n/locale.ts';
import { useLocale } from '../i18n/use-locale.ts';

/*
 * A page's first data, asked for while its area's chunk still loads instead of after it: the page then
 * finds the answer in the query cache (same key, same language).
 */

function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
  if (!queryClient.getQueryState(options.queryKey)) void queryClient.prefetchQuery(options);
}

/** The configurator's event (`#/e/offer/{eventId}`), the dashboard's company, events, registrations and documents (`#/`, with a login). */
export function prefetchPageData(pathname: string, locale: Locale): void {
  const eventId = addressId(matchPath('/e/offer/:eventId/*', pathname)?.params.eventId);
  if (eventId !== null) prefetch(eventQueryOptions(eventId, locale));
  if (matchPath('/', pathname) && readToken()) {
    prefetch(globalDataQueryOptions(locale));
    // The home's next action and amount due read the company's documents.
    prefetch(companyDocumentsQueryOptions(locale));
  }
}

/** The same from an area's frame as it renders, for a navigation inside the app (like TanStack's usePrefetchQuery). */
export function usePrefetchPageData(): void {
  prefetchPageData(useLocation().pathname, useLocale());
}
