import type { Locale } from '../i18n/locale.ts';

/** Query keys of the portal's per-registration calls; answers are translated, so the locale is part of the key. */
export const registrationKeys = {
  all: ['registration'] as const,
  details: ['registration', 'detail'] as const,
  detail: (id: number, locale: Locale) => [...registrationKeys.details, id, locale] as const,
  booklet: (id: number) => [...registrationKeys.all, 'booklet', id] as const,
  bookletIn: (id: number, locale: Locale) => [...registrationKeys.booklet(id), locale] as const,
  fireplace: (id: number) => [...registrationKeys.all, 'fireplace', id] as const,
  fireplaceIn: (id: number, locale: Locale) => [...registrationKeys.fireplace(id), locale] as const,
  documentsOf: (id: number) => [...registrationKeys.all, 'documents', id] as const,
  documents: (id: number, locale: Locale) => [...registrationKeys.documentsOf(id), locale] as const,
};

/** Every document of the company, across its events. */
export const companyDocumentKeys = {
  all: (locale: Locale) => ['companyDocuments', locale] as const,
};

/** The media an event offers, with the stock left; an order changes the stock, so it is refetched by this key. */
export const eventMediaKeys = {
  all: ['eventMedias'] as const,
  ofEvent: (eventId: number) => [...eventMediaKeys.all, eventId] as const,
  ofEventIn: (eventId: number, locale: Locale) => [...eventMediaKeys.ofEvent(eventId), locale] as const,
};
