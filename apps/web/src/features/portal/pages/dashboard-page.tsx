import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readUserInfo } from '../../../api/session.ts';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import type { PortalEvent } from '@messeportal/domain';
import { useCompanyDocuments } from '../api/get-company-documents.ts';
import { AmountDueCard } from '../components/dashboard-amount-due.tsx';
import { DashboardDates } from '../components/dashboard-dates.tsx';
import { NextActionCard } from '../components/dashboard-next-action.tsx';
import { DashboardRegistrations } from '../components/dashboard-registrations.tsx';
import { DashboardTasks } from '../components/dashboard-tasks.tsx';
import { datesToNote } from '@messeportal/domain';
import { eventsOpenForRegistration, openTasks, registrationsWithEvents } from '../model/dashboard.ts';
import { nextAction } from '../model/next-action.ts';

/**
 * The exhibitor's home (SPEC §2), money and deadlines first: the next action and the amount due side by side (one
 * above the other on a phone, both on its first screen), then each registration with its progress, the open
 * tasks, the events open for registration, and the dates to note as a timeline.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const globalData = useGlobalData(locale);
  const documents = useCompanyDocuments(locale);
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
  const companyDocuments = documents.data?.documents;

  return (
    <Stack gap="lg">
      <PageHeader
        title={company.name}
        subtitle={contactName ? t('portal.landing.welcome', { name: contactName }) : t('portal.landing.welcomeAnonymous')}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <NextActionCard action={nextAction(entries, companyDocuments, now)} now={now} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AmountDueCard documents={companyDocuments} error={documents.error} />
        </Grid.Col>
      </Grid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <DashboardRegistrations entries={entries} documents={companyDocuments} hasOpenEvents={openEvents.length > 0} />
            <DashboardTasks tasks={openTasks(entries, now)} now={now} />
            {openEvents.length > 0 && <OpenEvents events={openEvents} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <DashboardDates dates={datesToNote(entries, openEvents, now)} now={now} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function OpenEvents({ events }: { events: PortalEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder component="section" aria-labelledby="dash-open-events">
      <Title order={2} size="h3" id="dash-open-events" mb="sm">
        {t('portal.dashboard.openEvents')}
      </Title>
      <Stack gap="sm">
        {events.map((event) => (
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
  );
}
