import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readUserInfo } from '../../../api/session.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { ConfirmationBanner } from '../components/confirmation-banner.tsx';
import { datesToNote, eventsOpenForRegistration, openTasks, registrationsWithEvents } from '../model/dashboard.ts';

/** The dashboard (SPEC §2, empty path): registrations, events open for registration, open tasks, dates to note. */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const globalData = useGlobalData(useLocale());
  const contactName = readUserInfo()?.name;
  // Deadlines are judged as of when the page opened; a later render does not move them.
  const [now] = useState(() => new Date());
  // The answer arriving lets the loader go only in a deferred render, which React does in slices between
  // which the browser stays responsive, instead of in one long task (as the configurator's first step does).
  const stillLoading = useDeferredValue(globalData.isPending);

  if (globalData.isPending || stillLoading) return <PageLoader />;
  if (globalData.isError) return <ErrorAlert error={globalData.error} />;
  const { company, events, registrations } = globalData.data;
  const entries = registrationsWithEvents(registrations, events);
  const openEvents = eventsOpenForRegistration(events);
  const tasks = openTasks(entries, now);
  const dates = datesToNote(entries, openEvents, now);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{company.name}</Title>
        <Text>{contactName ? t('portal.landing.welcome', { name: contactName }) : t('portal.landing.welcomeAnonymous')}</Text>
      </Stack>
      <ConfirmationBanner entries={entries} />

      <Stack gap="sm" component="section" aria-labelledby="dash-registrations">
        <Title order={2} id="dash-registrations">
          {t('portal.dashboard.registrations')}
        </Title>
        {entries.length === 0 && <Text>{t('portal.dashboard.noRegistrations')}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {entries.map(({ registration, event }) => (
            <Card key={registration.id} withBorder padding="md">
              <Stack gap={6}>
                <Title order={3} size="h4">
                  {event.name}
                </Title>
                <Text size="sm">{t('portal.dashboard.fairDates', { from: format.date(event.startsAt), to: format.date(event.endsAt) })}</Text>
                <Text size="sm">
                  {registration.hall && registration.standNr
                    ? t('portal.dashboard.stand', { hall: registration.hall, standNr: registration.standNr, size: format.number(registration.standSize ?? 0) })
                    : t('portal.dashboard.standPending', { size: format.number(registration.standSize ?? 0) })}
                </Text>
                <Group gap="md">
                  <Anchor component={Link} to={`/registration/show/${registration.id}`}>
                    {t('portal.dashboard.showRegistration', { event: event.name })}
                  </Anchor>
                  <Anchor component={Link} to={`/registration/orderbook/${registration.id}`}>
                    {t('portal.dashboard.openBooklet', { event: event.name })}
                  </Anchor>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="dash-tasks">
        <Title order={2} id="dash-tasks">
          {t('portal.dashboard.tasks')}
          {tasks.length > 0 && (
            <Text span size="md" c="dimmed" fw={400} ml="sm">
              {t('portal.dashboard.tasksProgress', { done: tasks.filter((task) => task.done > 0).length, count: tasks.length })}
            </Text>
          )}
        </Title>
        {tasks.length === 0 ? (
          <Text>{t('portal.dashboard.noTasks')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tasks.map((task) => (
              <li key={`${task.kind}-${task.registrationId}`}>
                <Text span aria-hidden c={task.done > 0 ? 'teal.9' : 'dimmed'} mr={6}>
                  {task.done > 0 ? '✓' : '○'}
                </Text>
                <Anchor component={Link} to={task.kind === 'media' ? `/media/${task.registrationId}` : `/registration/orderbook/${task.registrationId}`}>
                  {t(`portal.dashboard.task.${task.kind}`, { event: task.eventName })}
                </Anchor>{' '}
                <Text span size="sm">
                  {task.done > 0
                    ? t(`portal.dashboard.taskDone.${task.kind}`, { count: task.done, date: format.date(task.deadline) })
                    : t('portal.dashboard.until', { date: format.date(task.deadline) })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="dash-open-events">
        <Title order={2} id="dash-open-events">
          {t('portal.dashboard.openEvents')}
        </Title>
        {openEvents.length === 0 ? (
          <Text>{t('portal.dashboard.noOpenEvents')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {openEvents.map((event) => (
              <li key={event.id}>
                <Anchor component={Link} to={`/register/${event.id}`}>
                  {t('portal.dashboard.registerFor', { event: event.name })}
                </Anchor>{' '}
                <Text span size="sm">
                  {t('portal.dashboard.registrationUntil', { date: format.date(event.registrationEndsAt) })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="dash-dates">
        <Title order={2} id="dash-dates">
          {t('portal.dashboard.dates')}
        </Title>
        {dates.length === 0 ? (
          <Text>{t('portal.dashboard.noDates')}</Text>
        ) : (
          <Table striped maw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('portal.dashboard.date')}</Table.Th>
                <Table.Th>{t('portal.dashboard.what')}</Table.Th>
                <Table.Th>{t('portal.dashboard.event')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dates.map((entry) => (
                <Table.Tr key={`${entry.kind}-${entry.eventName}`}>
                  <Table.Td>{format.date(entry.date)}</Table.Td>
                  <Table.Td>{t(`portal.dashboard.dateKind.${entry.kind}`)}</Table.Td>
                  <Table.Td>{entry.eventName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
