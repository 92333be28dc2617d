import { Button, Stack } from '@mantine/core';
import { IconAddressBook, IconChartBar, IconLayoutGrid, IconReceipt, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useEvent } from '../api/get-events.ts';
import { EventFigures } from '../components/event-figures.tsx';
import { EventOffers } from '../components/event-offers.tsx';
import { PublicLink } from '../components/public-link.tsx';
import { useMissingEvent } from '../components/missing-event.tsx';

/** `#/be/event/{id}`: an event's key figures, its public configurator's address, its offers (searchable, sortable, paged), the ways to its registrations, dashboard and stand plan, and a new offer. */
export function EventPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const eventId = Number(useParams().id);
  const event = useEvent(eventId, useLocale()).data;
  const missing = useMissingEvent(eventId);
  const eventName = event?.name ?? t('backoffice.event.unknown', { id: eventId });

  if (missing) return missing;

  return (
    <Stack gap="xl">
      <div>
        <PageHeader
          title={eventName}
          subtitle={event && t('backoffice.events.range', { from: format.date(event.startsAt), to: format.date(event.endsAt) })}
          breadcrumbs={[{ label: t('backoffice.nav.events'), to: '/be' }]}
          actions={
            <>
              <Button component={Link} to={`/be/event/${eventId}/registrations`} variant="default" leftSection={<IconAddressBook size={18} aria-hidden />}>
                {t('backoffice.desk.open')}
              </Button>
              <Button component={Link} to={`/be/event/${eventId}/dashboard`} variant="default" leftSection={<IconChartBar size={18} aria-hidden />}>
                {t('backoffice.event.dashboard')}
              </Button>
              <Button component={Link} to={`/be/event/${eventId}/plan`} variant="default" leftSection={<IconLayoutGrid size={18} aria-hidden />}>
                {t('backoffice.deskPlan.open')}
              </Button>
              <Button component={Link} to={`/be/event/${eventId}/documents`} variant="default" leftSection={<IconReceipt size={18} aria-hidden />}>
                {t('backoffice.invoicing.documentsButton')}
              </Button>
              {staffMayHere(['offer', 'write']) && (
                <Button component={Link} to={`/configurator/${eventId}`} leftSection={<IconPlus size={18} aria-hidden />}>
                  {t('backoffice.event.newOffer')}
                </Button>
              )}
            </>
          }
        />
        {event && <EventFigures event={event} />}
      </div>
      {event && <PublicLink event={event} />}
      {/* Keyed: another event starts with an empty search field. */}
      <EventOffers key={eventId} eventId={eventId} eventName={eventName} />
    </Stack>
  );
}
