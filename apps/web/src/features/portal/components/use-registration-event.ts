import type { PortalEvent, PortalRegistration } from '@messeportal/domain';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useGlobalData } from '../../../api/get-global-data.ts';

/**
 * The company's registration with this id and its event, from the global data the main area shares, or
 * nothing (still loading, or not a registration of this company — the page's own call then answers 404).
 */
export function useRegistrationEvent(registrationId: number): { registration?: PortalRegistration; event?: PortalEvent; isPending: boolean } {
  const globalData = useGlobalData(useLocale());
  const registration = globalData.data?.registrations.find((entry) => entry.id === registrationId);
  const event = registration && globalData.data?.events.find((entry) => entry.id === registration.eventId);
  return { registration, event, isPending: globalData.isPending };
}
