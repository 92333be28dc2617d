import { Card, Text, Timeline, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { daysUntil, type DateToNote } from '../model/dashboard.ts';
import { useDaysLeft } from './dashboard-tasks.tsx';

/** The dates to note as a timeline, soonest first, the next one marked with how far off it is. */
export function DashboardDates({ dates, now }: { dates: DateToNote[]; now: Date }) {
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
