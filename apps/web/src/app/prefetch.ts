import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { readToken } from '../api/session.ts';
import { eventQueryOptions } from '../features/configurator/api/get-event.ts';
import { addressId } from '../features/configurator/model/address-id.ts';
import { globalDataQueryOptions } from '../api/get-global-data.ts';
import { i18next } from '../i18n/i18n.ts';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locale.ts';

/*
 * Loaders that ask for a page's first data while the router still fetches the page's chunk, instead of after
 * it: the page then finds the answer in the query cache (same key, same language). They never wait.
 */

const locale = () => (isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE);

/** The configurator's event (`#/e/offer/{eventId}`). */
export function prefetchEvent({ params }: LoaderFunctionArgs): null {
  const eventId = addressId(params.eventId);
  if (eventId !== null) void queryClient.prefetchQuery(eventQueryOptions(eventId, locale()));
  return null;
}

/** The dashboard's company, events and registrations; only with a login (else requireSession redirects). */
export function prefetchGlobalData(): null {
  if (readToken()) void queryClient.prefetchQuery(globalDataQueryOptions(locale()));
  return null;
}
