import { translate } from '@messeportal/domain';
import { Alert, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEvent } from '../api/get-event.ts';
import { useOffer } from '../api/get-offer.ts';
import { ConfiguratorSession } from '../components/configurator-session.tsx';

const positiveId = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/**
 * `#/e/offer/{eventId}` (the public configurator) and `#/e/offer/{eventId}/{uuid}` (a saved offer, opened
 * at its summary). When the visitor saves a new offer, the address takes its uuid without restarting the
 * wizard, so a reload opens the same offer with the draft.
 */
export function OfferPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const eventId = positiveId(params.eventId);
  const [createdUuid, setCreatedUuid] = useState<string | null>(null);
  const loadUuid = params.uuid && params.uuid !== createdUuid ? params.uuid : null;
  const event = useEvent(eventId ?? 0, locale);
  const offer = useOffer(loadUuid, locale);

  if (eventId === null) return <Unavailable message={translate('eventNotFound', langOf(locale))} />;
  if (event.isError) return <Unavailable error={event.error} />;
  if (loadUuid && offer.isError) return <Unavailable error={offer.error} />;
  if (event.isPending || (loadUuid && offer.isPending)) return <PageLoader />;
  if (offer.data && offer.data.offer.eventId !== eventId) return <Unavailable message={translate('offerOtherEvent', langOf(locale))} />;

  return (
    <ConfiguratorSession
      key={`${eventId}:${loadUuid ?? ''}`}
      event={event.data}
      offer={loadUuid ? (offer.data ?? null) : null}
      onOfferCreated={(uuid) => {
        setCreatedUuid(uuid);
        void navigate(`/e/offer/${eventId}/${uuid}`, { replace: true });
      }}
    />
  );
}

/** The configurator cannot open: an unknown event, an outdated offer link, a failed load. */
function Unavailable({ error, message }: { error?: unknown; message?: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('configurator.unavailable')}</Title>
      {message ? (
        <Alert color="red" variant="light">
          {message}
        </Alert>
      ) : (
        <ErrorAlert error={error} />
      )}
    </Stack>
  );
}
