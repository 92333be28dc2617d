import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

export interface StandConfig {
  id: number;
  name: string;
  qmMin: number;
  qmMax: number;
  isOrderable: boolean;
}

/** The event as the configurator reads it (SPEC §3). */
export interface ConfiguratorEvent {
  id: number;
  name: string;
  currency: string;
  /** Percent, e.g. 19. */
  vatRate: number;
  /** The end of the early booking while it runs, else null. */
  earlyBookingTime: string | null;
  standConfigs: StandConfig[];
  isMediaVisible: boolean;
  isTechVisible: boolean;
  hasConfiguratorServices: boolean;
  productgroupsIds: number[];
  urlAgb: string;
  /** The cancellation policy an order accepts; '' when the event names none. */
  urlCancellation: string;
  registrationDescription: string;
  /** Before the registration deadline: a new registration may be ordered. */
  isRegistrationOpen: boolean;
}

export const getEvent = (eventId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<{ event: ConfiguratorEvent }>(`/pub/event/${eventId}`, { locale, signal }).then((answer) => answer.event);

export const eventQueryOptions = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: configuratorKeys.event(eventId, locale),
    queryFn: ({ signal }) => getEvent(eventId, locale, signal),
    // A language switch keeps the page (and the wizard under it) until the translated event arrives.
    placeholderData: keepPreviousData,
  });

export function useEvent(eventId: number, locale: Locale) {
  return useQuery(eventQueryOptions(eventId, locale));
}
