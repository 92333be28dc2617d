import { translate } from '@messeportal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { readUserInfo } from '../../../api/session.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { useEvent } from '../api/get-event.ts';
import { ConfiguratorSession } from '../components/configurator-session.tsx';
import { ConfiguratorUnavailable } from '../components/configurator-unavailable.tsx';
import { addressId } from '../model/address-id.ts';
import { registrationRefusal } from '../model/registration-refusal.ts';

/**
 * `#/register/{eventId}`: the logged-in company registers for another event — the wizard in
 * `fe_registration` mode with the company already known. Only the main contact may (SPEC §2); a company
 * already registered is sent to its registration, and a passed deadline says so before any step.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const eventId = addressId(useParams().eventId);
  const event = useEvent(eventId ?? 0, locale);
  const global = useGlobalData(locale);
  // Once the wizard runs it stays, also when the order makes the company registered (and the data reloads).
  const [admittedEvent, setAdmittedEvent] = useState<number | null>(null);
  const title = t('configurator.registrationUnavailable');

  if (eventId === null) return <ConfiguratorUnavailable area="public" title={title} message={translate('eventNotFound', lang)} />;
  if (event.isError) return <ConfiguratorUnavailable area="public" title={title} error={event.error} />;
  if (event.isPending) return <PageLoader />;
  if (admittedEvent === eventId) return <ConfiguratorSession key={eventId} event={event.data} offer={null} registration />;
  if (global.isError) return <ConfiguratorUnavailable area="public" title={title} error={global.error} />;
  if (global.isPending) return <PageLoader />;

  const registration = global.data.registrations.find((entry) => entry.eventId === eventId);
  if (registration) {
    const link = { to: `/registration/show/${registration.id}`, label: t('configurator.toRegistration') };
    return <ConfiguratorUnavailable area="public" title={title} message={translate('alreadyRegistered', lang)} link={link} />;
  }
  if (!event.data.isRegistrationOpen) return <ConfiguratorUnavailable area="public" title={title} message={registrationRefusal(event.data, lang)} />;
  // The server decides again on ordering; the contact list here is the fresh one, not the stored login's.
  const contact = global.data.contacts.find((entry) => entry.id === readUserInfo()?.contactId);
  if (!contact?.isMainContact) return <ConfiguratorUnavailable area="public" title={title} message={translate('mainContactOnly', lang)} />;

  setAdmittedEvent(eventId);
  return <PageLoader />;
}
