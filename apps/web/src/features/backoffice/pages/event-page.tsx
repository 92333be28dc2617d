import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useEvent } from '../api/get-events.ts';
import { EventOffers } from '../components/event-offers.tsx';
import { EventRegistrations } from '../components/event-registrations.tsx';

/** `#/be/event/{id}`: an event's offers (searchable, sortable, paged) and registrations, and a new offer. */
export function EventPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const eventId = Number(useParams().id);
  const event = useEvent(eventId, useLocale()).data;
  const eventName = event?.name ?? t('backoffice.event.unknown', { id: eventId });

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Anchor component={Link} to="/be" size="sm" w="fit-content">
          {t('backoffice.event.allEvents')}
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{eventName}</Title>
            {event && <Text c="dimmed">{t('backoffice.events.range', { from: format.date(event.startsAt), to: format.date(event.endsAt) })}</Text>}
          </Stack>
          <Button component={Link} to={`/configurator/${eventId}`}>
            {t('backoffice.event.newOffer')}
          </Button>
        </Group>
      </Stack>
      {/* Keyed: another event starts with an empty search field. */}
      <EventOffers key={eventId} eventId={eventId} eventName={eventName} />
      <EventRegistrations eventId={eventId} eventName={eventName} />
    </Stack>
  );
}
