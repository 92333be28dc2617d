import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEvents } from '../api/get-events.ts';
import { EventFigureList } from '../components/event-figures.tsx';
import { RegistrationOpenBadge } from '../components/public-link.tsx';

/** `#/be`: the back office's start — every event, newest first, as a card with its dates and key figures. */
export function EventsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const answer = useEvents(useLocale());

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { events } = answer.data;

  return (
    <Stack gap="md">
      <PageHeader title={t('backoffice.events.title')} subtitle={t('backoffice.events.caption')} />
      {events.length === 0 ? (
        <Card withBorder>
          <EmptyState icon={<IconCalendarEvent size={24} />} title={t('backoffice.events.none')} text={t('backoffice.events.noneNext')} />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((event) => (
            <Card component="li" key={event.id} withBorder padding="lg">
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
                <Anchor component={Link} to={`/be/event/${event.id}`} inherit>
                  {event.name}
                </Anchor>
              </Title>
              <Group gap="sm" mt={4}>
                <Text c="dimmed" size="sm">
                  {t('backoffice.events.range', { from: format.date(event.startsAt), to: format.date(event.endsAt) })}
                </Text>
                <RegistrationOpenBadge event={event} />
              </Group>
              <EventFigureList event={event} />
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
