import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';
import { useEventDashboard } from '../api/get-event-dashboard.ts';
import { AreaSection } from '../components/area-section.tsx';
import { CourseSection } from '../components/course-section.tsx';
import { MediaStockSection } from '../components/media-stock-section.tsx';
import { OpenTasks } from '../components/open-tasks.tsx';
import { PaymentsSection } from '../components/payments-section.tsx';
import { RevenueSection } from '../components/revenue-section.tsx';
import { StateFigures } from '../components/state-figures.tsx';
import { areaBars } from '../model/dashboard-view.ts';

/**
 * `#/be/event/{id}/dashboard`: the event at a glance for staff: registrations by state, the open tasks, m² sold
 * per hall and stand type, revenue by partial billing number and its course, and the media left.
 */
export function EventDashboardPage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().id);
  const answer = useEventDashboard(eventId, useLocale());
  const eventName = answer.data?.event.name ?? t('eventDashboard.unknown', { id: eventId });
  if (answer.isError) return <RecordUnavailable error={answer.error} area="staff" />;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('eventDashboard.title')}
        subtitle={t('eventDashboard.subtitle', { event: eventName })}
        breadcrumbs={[
          { label: t('eventDashboard.events'), to: '/be' },
          { label: eventName, to: `/be/event/${eventId}` },
        ]}
      />
      {answer.isPending ? (
        <PageLoader />
      ) : (
        <>
          <StateFigures answer={answer.data} />
          <OpenTasks answer={answer.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <AreaSection
              title={t('eventDashboard.area.halls')}
              nameHeader={t('eventDashboard.area.hall')}
              bars={areaBars(answer.data.halls, (row) => row.hall || t('eventDashboard.area.noHall'))}
            />
            <AreaSection
              title={t('eventDashboard.area.standTypes')}
              nameHeader={t('eventDashboard.area.standType')}
              bars={areaBars(answer.data.standTypes, (row) => row.label || t('eventDashboard.area.noStandType'))}
            />
            <RevenueSection answer={answer.data} />
            <CourseSection answer={answer.data} />
            <PaymentsSection answer={answer.data} />
          </SimpleGrid>
          <MediaStockSection media={answer.data.media} />
        </>
      )}
    </Stack>
  );
}
