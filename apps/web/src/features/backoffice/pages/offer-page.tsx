import type { StaffOfferAnswer } from '@messeportal/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RecordHeader } from '../../../ui/record-header.tsx';
import { RecordLayout } from '../../../ui/record-layout.tsx';
import { Section } from '../../../ui/section.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { offerStatus } from '../../../ui/statuses.ts';
import { useEvent } from '../api/get-events.ts';
import { useStaffOffer } from '../api/get-offer.ts';
import { ChangeLog } from '../components/change-log.tsx';
import { CopyOfferForm } from '../components/copy-offer-form.tsx';
import { CopyResult } from '../components/copy-result.tsx';
import { OfferLockedNotice, useOfferActions } from '../components/offer-actions.tsx';
import { OfferFacts } from '../components/offer-facts.tsx';
import { OfferLinkBox } from '../components/offer-link-box.tsx';
import { copyNoticeOf } from '../model/copy-notice.ts';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';

/** `#/be/offer/{id}`: an offer on the Record template: its total and state, data, customer link, copy and change log. */
export function OfferPage() {
  const locale = useLocale();
  const offerId = Number(useParams().id);
  const answer = useStaffOffer(offerId, locale);
  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <RecordUnavailable error={answer.error} area="staff" />;
  return <OfferRecord answer={answer.data} />;
}

function OfferRecord({ answer }: { answer: StaffOfferAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const copyNotice = copyNoticeOf(useLocation().state);
  const { offer, editable, changes } = answer;
  const event = useEvent(offer.eventId, useLocale()).data;
  const actions = useOfferActions({ offer, editable });
  const eventName = event?.name ?? t('backoffice.event.unknown', { id: offer.eventId });
  const status = offer.isOrdered ? 'offer.ordered' : offerStatus(offer.state);
  return (
    <>
      <RecordHeader
        title={offer.title || t('backoffice.offer.title', { id: offer.id })}
        subtitle={offer.companyName || undefined}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: eventName, to: `/be/event/${offer.eventId}` },
        ]}
        status={status ? <StatusBadge status={status} /> : undefined}
        keyFigure={{ label: t('backoffice.offer.totalNet'), value: <Money cents={offer.totalNet} /> }}
        figures={[
          { label: t('backoffice.offer.createdAt'), value: format.date(offer.createdAt) },
          { label: t('backoffice.offer.updatedAt'), value: format.date(offer.updatedAt) },
        ]}
        primary={actions.primary}
        menu={actions.menu}
      />
      {(copyNotice || actions.locked || actions.failure) && (
        <Stack gap="md" mb="lg">
          {actions.failure}
          {copyNotice && <CopyResult notice={copyNotice} />}
          {actions.locked && <OfferLockedNotice />}
        </Stack>
      )}
      <RecordLayout
        main={
          <>
            <Section title={t('backoffice.offer.facts')}>
              <OfferFacts offer={offer} eventName={eventName} />
            </Section>
            <ChangeLog changes={changes} />
          </>
        }
        side={
          <>
            <Section title={t('backoffice.link.title')}>
              <OfferLinkBox link={offer.link} />
            </Section>
            {/* Keyed: a copy opens on this same page, and its form starts at the copy's event. */}
            {staffMayHere(['offer', 'write']) && <CopyOfferForm key={offer.id} offerId={offer.id} eventId={offer.eventId} />}
          </>
        }
      />
    </>
  );
}
