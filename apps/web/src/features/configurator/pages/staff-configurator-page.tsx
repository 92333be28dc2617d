import { translate } from '@messeportal/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEvent } from '../api/get-event.ts';
import { useStaffOffer } from '../api/get-staff-offer.ts';
import { ConfiguratorSession } from '../components/configurator-session.tsx';
import { ConfiguratorUnavailable } from '../components/configurator-unavailable.tsx';
import { StaffOfferStart } from '../components/staff-offer-start.tsx';
import { addressId } from '../model/address-id.ts';
import type { StaffStart } from '../model/staff-offer.ts';

/**
 * `#/configurator/{eventId}`: staff choose the kind of a new offer and for whom, then build it;
 * `#/configurator/{eventId}/o/{offerId}`: a saved offer, opened at its summary in the mode it was made in.
 * The first save of a new offer puts its id into the address without restarting the wizard (SPEC §7).
 */
export function StaffConfiguratorPage() {
  const locale = useLocale();
  const lang = langOf(locale);
  const navigate = useNavigate();
  const params = useParams();
  const eventId = addressId(params.eventId);
  const offerId = addressId(params.offerId);
  const [chosen, setChosen] = useState<StaffStart | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  // Back at the bare address after a new offer was saved: the next offer starts afresh.
  if (params.offerId === undefined && createdId !== null) {
    setCreatedId(null);
    setChosen(null);
  }
  const loadId = offerId !== null && offerId !== createdId ? offerId : null;
  const event = useEvent(eventId ?? 0, locale);
  const offer = useStaffOffer(loadId, locale);

  if (eventId === null) return <ConfiguratorUnavailable area="staff" message={translate('eventNotFound', lang)} />;
  if (params.offerId !== undefined && offerId === null) return <ConfiguratorUnavailable area="staff" message={translate('offerNotFound', lang)} />;
  if (event.isError) return <ConfiguratorUnavailable area="staff" error={event.error} />;
  if (loadId && offer.isError) return <ConfiguratorUnavailable area="staff" error={offer.error} />;
  if (event.isPending || (loadId && offer.isPending)) return <PageLoader />;
  if (loadId && offer.data && offer.data.offer.eventId !== eventId) return <ConfiguratorUnavailable area="staff" message={translate('offerOtherEvent', lang)} />;

  const start: StaffStart | null = loadId && offer.data ? { kind: 'offer', offer: offer.data.offer, editable: offer.data.editable } : chosen;
  if (!start) return <StaffOfferStart event={event.data} onStart={setChosen} />;

  return (
    <ConfiguratorSession
      key={`${eventId}:${loadId ?? 'new'}`}
      event={event.data}
      offer={null}
      staff={start}
      onOfferCreated={({ id }) => {
        setCreatedId(id);
        void navigate(`/configurator/${eventId}/o/${id}`, { replace: true });
      }}
    />
  );
}
