import { Suspense, useDeferredValue, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { preloadable } from '../../../ui/preloadable.tsx';
import { withLaterTexts } from '../i18n/later-texts.ts';
import { useEvent } from '../api/get-event.ts';
import { useOffer } from '../api/get-offer.ts';
import { ConfiguratorSession } from '../components/configurator-session.tsx';
import type { ConfiguratorUnavailableProps } from '../components/configurator-unavailable.tsx';
import { addressId } from '../model/address-id.ts';

// Rarely needed, so not part of the first visit: it brings the shared messages of every area and language.
const ConfiguratorUnavailable = preloadable(() => withLaterTexts(import('../components/configurator-unavailable.tsx')).then((m) => m.ConfiguratorUnavailable));

const unavailable = (props: ConfiguratorUnavailableProps) => (
  <Suspense fallback={<PageLoader />}>
    <ConfiguratorUnavailable {...props} />
  </Suspense>
);

/**
 * `#/e/offer/{eventId}` (the public configurator) and `#/e/offer/{eventId}/{uuid}` (a saved offer, opened
 * at its summary). When the visitor saves a new offer, the address takes its uuid without restarting the
 * wizard, so a reload opens the same offer with the draft.
 */
export function OfferPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const eventId = addressId(params.eventId);
  const [createdUuid, setCreatedUuid] = useState<string | null>(null);
  const loadUuid = params.uuid && params.uuid !== createdUuid ? params.uuid : null;
  const event = useEvent(eventId ?? 0, locale);
  const offer = useOffer(loadUuid, locale);
  const loading = event.isPending || (loadUuid !== null && offer.isPending);
  // The wizard's first render is large. The answer arriving only lets the loader go in a deferred render,
  // which React does in slices between which the browser stays responsive.
  const stillLoading = useDeferredValue(loading);

  if (eventId === null) return unavailable({ area: 'public', messageCode: 'eventNotFound' });
  if (event.isError) return unavailable({ area: 'public', error: event.error });
  if (loadUuid && offer.isError) return unavailable({ area: 'public', error: offer.error });
  if (event.isPending || (loadUuid && offer.isPending) || stillLoading) return <PageLoader />;
  if (offer.data && offer.data.offer.eventId !== eventId) return unavailable({ area: 'public', messageCode: 'offerOtherEvent' });

  return (
    <ConfiguratorSession
      key={`${eventId}:${loadUuid ?? ''}`}
      event={event.data}
      offer={loadUuid ? (offer.data ?? null) : null}
      onOfferCreated={({ uuid }) => {
        setCreatedUuid(uuid);
        void navigate(`/e/offer/${eventId}/${uuid}`, { replace: true });
      }}
    />
  );
}
