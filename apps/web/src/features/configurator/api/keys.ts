import type { Locale } from '../../../i18n/locale.ts';

/** Query keys of the configurator's calls; each answer is in the request's language, so the locale is part of the key. */
export const configuratorKeys = {
  all: ['configurator'] as const,
  event: (eventId: number, locale: Locale) => [...configuratorKeys.all, 'event', eventId, locale] as const,
  medias: (eventId: number, locale: Locale) => [...configuratorKeys.all, 'medias', eventId, locale] as const,
  orderBook: (eventId: number, locale: Locale) => [...configuratorKeys.all, 'orderBook', eventId, locale] as const,
  standPrices: (eventId: number, standConfigId: number, qm: string, locale: Locale) =>
    [...configuratorKeys.all, 'standPrices', eventId, standConfigId, qm, locale] as const,
  offer: (uuid: string, locale: Locale) => [...configuratorKeys.all, 'offer', uuid, locale] as const,
};
