import { registrationState } from '@messeportal/domain';
import { Anchor, Button, Card, Grid, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconBuildingStore, IconCalendar, IconCircleCheck, IconCircleDashed, IconClipboardList, IconConfetti, IconMapPin } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readUserInfo } from '../../../api/session.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { ConfirmationBanner } from '../components/confirmation-banner.tsx';
import {
  datesToNote,
  daysUntil,
  eventsOpenForRegistration,
  openTasks,
  registrationsWithEvents,
  type DateToNote,
  type OpenTask,
  type RegistrationWithEvent,
} from '../model/dashboard.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

/**
 * The dashboard (SPEC §2, empty path): a card per registration, the open tasks as a checklist with progress,
 * the events open for registration, and the dates to note as a timeline with the next one marked.
 */
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
    <Stack gap="md">
      <PageHeader
        title={company.name}
        subtitle={contactName ? t('portal.landing.welcome', { name: contactName }) : t('portal.landing.welcomeAnonymous')}
      />
      <ConfirmationBanner entries={entries} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Registrations entries={entries} hasOpenEvents={openEvents.length > 0} />
            <Tasks tasks={tasks} now={now} />
            {openEvents.length > 0 && (
              <Card withBorder component="section" aria-labelledby="dash-open-events">
                <Title order={2} size="h3" id="dash-open-events" mb="sm">
                  {t('portal.dashboard.openEvents')}
                </Title>
                <Stack gap="sm">
                  {openEvents.map((event) => (
                    <Group key={event.id} justify="space-between" gap="sm">
                      <div>
                        <Text fw={600}>{event.name}</Text>
                        <Text size="sm" c="dimmed">
                          {t('portal.dashboard.registrationUntil', { date: format.date(event.registrationEndsAt) })}
                        </Text>
                      </div>
                      <Button component={Link} to={`/register/${event.id}`} variant="light" aria-label={t('portal.dashboard.registerFor', { event: event.name })}>
                        {t('portal.dashboard.register')}
                      </Button>
                    </Group>
                  ))}
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Dates dates={dates} now={now} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Registrations({ entries, hasOpenEvents }: { entries: RegistrationWithEvent[]; hasOpenEvents: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="sm" component="section" aria-labelledby="dash-registrations">
      <Title order={2} size="h3" id="dash-registrations">
        {t('portal.dashboard.registrations')}
      </Title>
      {entries.length === 0 ? (
        <Card withBorder>
          <EmptyState
            icon={<IconBuildingStore size={24} />}
            title={t('portal.dashboard.noRegistrations')}
            text={t(hasOpenEvents ? 'portal.dashboard.noRegistrationsNext' : 'portal.dashboard.noOpenEvents')}
          />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {entries.map(({ registration, event }) => (
            <Card key={registration.id} withBorder padding="lg">
              <Stack gap="sm" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Title order={3} size="h4" style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
                    {event.name}
                  </Title>
                  <StatusBadge status={`registration.${registrationState(registration)}`} />
                </Group>
                <Stack gap={6}>
                  <Group gap={8} wrap="nowrap">
                    <IconCalendar size={18} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
                    <Text size="sm">{t('portal.dashboard.fairDates', { from: format.date(event.startsAt), to: format.date(event.endsAt) })}</Text>
                  </Group>
                  {registration.canceledAt ? (
                    <Text size="sm">
                      {t('portal.dashboard.canceledOn', { date: format.date(registration.canceledAt) })}
                    </Text>
                  ) : (
                    <Group gap={8} wrap="nowrap">
                      <IconMapPin size={18} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
                      <Text size="sm">
                        {registration.hall && registration.standNr
                          ? t('portal.dashboard.stand', { hall: registration.hall, standNr: registration.standNr, size: format.number(registration.standSize ?? 0) })
                          : t('portal.dashboard.standPending', { size: format.number(registration.standSize ?? 0) })}
                      </Text>
                    </Group>
                  )}
                </Stack>
                <Group gap="sm" mt="auto">
                  <Button
                    component={Link}
                    to={`/registration/show/${registration.id}`}
                    size="sm"
                    aria-label={t('portal.dashboard.showRegistration', { event: event.name })}
                  >
                    {t('portal.dashboard.view')}
                  </Button>
                  {!registration.canceledAt && (
                    <Button
                      component={Link}
                      to={`/registration/orderbook/${registration.id}`}
                      size="sm"
                      variant="default"
                      aria-label={t('portal.dashboard.openBooklet', { event: event.name })}
                    >
                      {t('portal.dashboard.services')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Tasks({ tasks, now }: { tasks: OpenTask[]; now: Date }) {
  const { t } = useTranslation();
  const format = useFormat();
  const daysLeft = useDaysLeft();
  const done = tasks.filter((task) => task.done > 0).length;
  return (
    <Card withBorder component="section" aria-labelledby="dash-tasks">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h3" id="dash-tasks">
          {t('portal.dashboard.tasks')}
        </Title>
        {tasks.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('portal.dashboard.tasksProgress', { done, count: tasks.length })}
          </Text>
        )}
      </Group>
      {tasks.length === 0 ? (
        <EmptyState icon={<IconClipboardList size={24} />} title={t('portal.dashboard.noTasks')} text={t('portal.dashboard.noTasksNext')} />
      ) : (
        <>
          <Progress value={(done / tasks.length) * 100} color={TONE_COLORS.success} size="sm" mb="md" aria-label={t('portal.dashboard.tasksProgress', { done, count: tasks.length })} />
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tasks.map((task) => (
              <Group component="li" key={`${task.kind}-${task.registrationId}`} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="transparent" color={task.done > 0 ? 'green' : 'gray'} size={24} aria-hidden>
                  {task.done > 0 ? <IconCircleCheck size={22} /> : <IconCircleDashed size={22} />}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={taskPage(task)}>
                    {t(`portal.dashboard.task.${task.kind}`, { event: task.eventName })}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {task.done > 0
                      ? t(`portal.dashboard.taskDone.${task.kind}`, { count: task.done, date: format.date(task.deadline) })
                      : `${t('portal.dashboard.until', { date: format.date(task.deadline) })} · ${daysLeft(daysUntil(task.deadline, now))}`}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Card>
  );
}

/** Where a task is done: the media page, the booklet's services or its confirmations. */
const taskPage = ({ kind, registrationId }: OpenTask) =>
  kind === 'media' ? `/media/${registrationId}` : kind === 'services' ? `/registration/orderbook/${registrationId}` : `/registration/confirmation/${registrationId}`;

/** "today", "in 1 day", "in 12 days" beside a date. */
function useDaysLeft() {
  const { t } = useTranslation();
  return (days: number) => (days === 0 ? t('portal.dashboard.today') : t('portal.dashboard.inDays', { count: days }));
}

function Dates({ dates, now }: { dates: DateToNote[]; now: Date }) {
  const { t } = useTranslation();
  const format = useFormat();
  const daysLeft = useDaysLeft();
  return (
    <Card withBorder component="section" aria-labelledby="dash-dates">
      <Title order={2} size="h3" id="dash-dates" mb="md">
        {t('portal.dashboard.dates')}
      </Title>
      {dates.length === 0 ? (
        <EmptyState icon={<IconConfetti size={24} />} title={t('portal.dashboard.noDates')} text={t('portal.dashboard.noDatesNext')} />
      ) : (
        // The next date is the active one; the timeline lists them soonest first.
        <Timeline active={0} bulletSize={14} lineWidth={2} component="ol" style={{ margin: 0, listStyle: 'none' }}>
          {dates.map((entry, index) => (
            <Timeline.Item
              key={`${entry.kind}-${entry.eventName}`}
              component="li"
              title={
                <Text fw={index === 0 ? 700 : 500} size="sm">
                  {t(`portal.dashboard.dateKind.${entry.kind}`)}
                </Text>
              }
            >
              <Text size="sm">
                {format.date(entry.date)}
                {index === 0 && (
                  <Text span size="sm" fw={600} c="brand.8">
                    {' · '}
                    {daysLeft(daysUntil(entry.date, now))}
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.eventName}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
