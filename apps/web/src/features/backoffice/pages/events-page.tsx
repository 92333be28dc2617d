import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEvents } from '../api/get-events.ts';

/** `#/be`: the back office's start — every event with its dates and how many offers and registrations it has. */
export function EventsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const answer = useEvents(useLocale());

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { events } = answer.data;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('backoffice.events.title')}</Title>
      {events.length === 0 ? (
        <Text>{t('backoffice.events.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped highlightOnHover captionSide="top">
            <Table.Caption>{t('backoffice.events.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backoffice.events.name')}</Table.Th>
                <Table.Th>{t('backoffice.events.dates')}</Table.Th>
                <Table.Th ta="right">{t('backoffice.events.offers')}</Table.Th>
                <Table.Th ta="right">{t('backoffice.events.registrations')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/be/event/${event.id}`}>
                      {event.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t('backoffice.events.range', { from: format.date(event.startsAt), to: format.date(event.endsAt) })}</Table.Td>
                  <Table.Td ta="right">{event.offerCount}</Table.Td>
                  <Table.Td ta="right">{event.registrationCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
