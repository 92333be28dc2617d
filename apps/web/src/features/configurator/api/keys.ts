import { isStaffPage } from '../../../api/request-rules.ts';
import type { Locale } from '../../../i18n/locale.ts';

/**
 * Who the catalogue calls answer: staff get every medium and the hidden items, others not, so the two
 * answers never share a cache entry (the client sends the staff token on back-office pages).
 */
const audience = (): 'staff' | 'public' => (isStaffPage(window.location.hash) ? 'staff' : 'public');

/** Query keys of the configurator's calls; each answer is in the request's language, so the locale is part of the key. */
export const configuratorKeys = {
  all: ['configurator'] as const,
  event: (eventId: number, locale: Locale) => [...configuratorKeys.all, 'event', eventId, locale] as const,
  mediasOf: (eventId: number) => [...configuratorKeys.all, 'medias', eventId] as const,
  /** `query`: the catalogue query of the session (see catalogueQuery), '' for none. */
  medias: (eventId: number, locale: Locale, query: string) => [...configuratorKeys.mediasOf(eventId), locale, audience(), query] as const,
  orderBook: (eventId: number, locale: Locale, query: string) => [...configuratorKeys.all, 'orderBook', eventId, locale, audience(), query] as const,
  standPrices: (eventId: number, standConfigId: number, qm: string, planStand: string | null, locale: Locale) =>
    [...configuratorKeys.all, 'standPrices', eventId, standConfigId, qm, planStand, locale] as const,
  offerOf: (uuid: string) => [...configuratorKeys.all, 'offer', uuid] as const,
  offer: (uuid: string, locale: Locale) => [...configuratorKeys.offerOf(uuid), locale] as const,
  staffOffer: (offerId: number) => [...configuratorKeys.all, 'staffOffer', offerId] as const,
  companies: (search: string, locale: Locale) => [...configuratorKeys.all, 'companies', search, locale] as const,
  /** The states of the event's stands, the same for every visitor. */
  standStates: (eventId: number) => [...configuratorKeys.all, 'standStates', eventId] as const,
};
