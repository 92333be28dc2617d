import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEvent } from '../api/get-events.ts';
import { useStaffOffer } from '../api/get-offer.ts';
import { ChangeLog } from '../components/change-log.tsx';
import { CopyOfferForm } from '../components/copy-offer-form.tsx';
import { CopyResult } from '../components/copy-result.tsx';
import { OfferActions } from '../components/offer-actions.tsx';
import { OfferFacts } from '../components/offer-facts.tsx';
import { OfferLinkBox } from '../components/offer-link-box.tsx';
import { copyNoticeOf } from '../model/copy-notice.ts';

/** `#/be/offer/{id}`: an offer's data, its customer link, PDF, copy, change log, and the way to edit it. */
export function OfferPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const offerId = Number(useParams().id);
  const copyNotice = copyNoticeOf(useLocation().state);
  const answer = useStaffOffer(offerId, locale);
  const event = useEvent(answer.data?.offer.eventId ?? 0, locale).data;

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { offer, editable, changes } = answer.data;
  const eventName = event?.name ?? t('backoffice.event.unknown', { id: offer.eventId });

  return (
    <Stack gap="xl">
      <PageHeader
        title={offer.title || t('backoffice.offer.title', { id: offer.id })}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: eventName, to: `/be/event/${offer.eventId}` },
        ]}
      />
      {copyNotice && <CopyResult notice={copyNotice} />}
      <OfferActions offer={offer} editable={editable} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OfferFacts offer={offer} eventName={eventName} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            <OfferLinkBox link={offer.link} />
            {/* Keyed: a copy opens on this same page, and its form starts at the copy's event. */}
            {staffMayHere(['offer', 'write']) && <CopyOfferForm key={offer.id} offerId={offer.id} eventId={offer.eventId} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <ChangeLog changes={changes} />
    </Stack>
  );
}
