import { translate } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useAddressLocale } from '../../../i18n/use-address-locale.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEvent } from '../api/get-event.ts';
import { ConfiguratorSession } from '../components/configurator-session.tsx';
import { ConfiguratorUnavailable } from '../components/configurator-unavailable.tsx';
import { addressId } from '../model/address-id.ts';
import { registrationRefusal } from '../model/registration-refusal.ts';

/**
 * `#/e/register/{eventId}[/{lang}]`: a new exhibitor registers for an event without a login — the wizard in
 * `fe_registration` mode: stand, brands, media, services, summary, then company data, contact person with
 * password and an optional invoice address, and the binding registration, confirmed by the mailed link.
 */
export function NewExhibitorPage() {
  const { t } = useTranslation();
  const params = useParams();
  const locale = useAddressLocale(params.lang);
  const eventId = addressId(params.eventId);
  const event = useEvent(eventId ?? 0, locale);
  const title = t('configurator.registrationUnavailable');

  if (eventId === null) return <ConfiguratorUnavailable area="public" title={title} message={translate('eventNotFound', langOf(locale))} />;
  if (event.isError) return <ConfiguratorUnavailable area="public" title={title} error={event.error} />;
  if (event.isPending) return <PageLoader />;
  if (!event.data.isRegistrationOpen) return <ConfiguratorUnavailable area="public" title={title} message={registrationRefusal(event.data, langOf(locale))} />;
  return <ConfiguratorSession key={eventId} event={event.data} offer={null} registration />;
}
