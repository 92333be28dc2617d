import type { Locale } from '../../../i18n/locale.ts';
import type { OfferListQuery } from '../model/offer-list-query.ts';
import type { OutboxQuery } from '../model/outbox-query.ts';

/**
 * Query keys of the back office's calls. Answers carry translated labels, so the locale is part of each key;
 * the shorter prefixes (`offersOf`, `offer`, `outbox`) are what a change invalidates.
 */
export const backofficeKeys = {
  all: ['backoffice'] as const,
  events: (locale: Locale) => [...backofficeKeys.all, 'events', locale] as const,
  eventsAll: () => [...backofficeKeys.all, 'events'] as const,
  offersOf: (eventId: number) => [...backofficeKeys.all, 'offers', eventId] as const,
  offerList: (eventId: number, query: OfferListQuery, locale: Locale) => [...backofficeKeys.offersOf(eventId), query, locale] as const,
  offer: (offerId: number) => [...backofficeKeys.all, 'offer', offerId] as const,
  offerIn: (offerId: number, locale: Locale) => [...backofficeKeys.offer(offerId), locale] as const,
  outbox: () => [...backofficeKeys.all, 'outbox'] as const,
  outboxPage: (query: OutboxQuery, locale: Locale) => [...backofficeKeys.outbox(), query, locale] as const,
  search: (search: string, locale: Locale) => [...backofficeKeys.all, 'search', search, locale] as const,
};
