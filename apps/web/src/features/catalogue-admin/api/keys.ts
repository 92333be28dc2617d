/**
 * Query keys of the catalogue's calls. The answers carry both languages (no translated labels), so the locale
 * is not part of them; a change invalidates the event's prefix (a media group's change every event's media).
 */
export const catalogueKeys = {
  all: ['catalogue-admin'] as const,
  events: () => [...catalogueKeys.all, 'events'] as const,
  event: (eventId: number) => [...catalogueKeys.all, 'event', eventId] as const,
  detail: (eventId: number) => [...catalogueKeys.event(eventId), 'detail'] as const,
  media: (eventId: number) => [...catalogueKeys.event(eventId), 'media'] as const,
  booklet: (eventId: number) => [...catalogueKeys.event(eventId), 'booklet'] as const,
};

/** Every event's media answer: each carries the shared media groups with their counts. */
export const isMediaQuery = (query: { queryKey: readonly unknown[] }): boolean => query.queryKey[0] === catalogueKeys.all[0] && query.queryKey[3] === 'media';
