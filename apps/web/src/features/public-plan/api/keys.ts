import type { Locale } from '../../../i18n/locale.ts';

/** Query keys of the public plan's calls. Only the event is in the request's language; the rest are numbers and names. */
export const publicPlanKeys = {
  all: ['public-plan'] as const,
  event: (eventId: number, locale: Locale) => [...publicPlanKeys.all, 'event', eventId, locale] as const,
  states: (eventId: number) => [...publicPlanKeys.all, 'states', eventId] as const,
  exhibitors: (eventId: number) => [...publicPlanKeys.all, 'exhibitors', eventId] as const,
};
