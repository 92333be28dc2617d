import { ActionIcon, Card, Divider, Group, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarPlus, IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { withLang } from '../../../api/request-rules.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import type { DateToNote } from '@messeportal/domain';
import { daysUntil } from '../model/dashboard.ts';
import { CalendarSubscription } from './calendar-subscription.tsx';
import { useDaysLeft } from './dashboard-tasks.tsx';

/**
 * The dates to note as a timeline, soonest first, the next one marked with how far off it is; each to add to a
 * calendar as a file, and all of them as a calendar to subscribe to below.
 */
export function DashboardDates({ dates, now }: { dates: DateToNote[]; now: Date }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
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
              key={`${entry.kind}-${entry.eventId}`}
              component="li"
              title={
                <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
                  <Text fw={index === 0 ? 700 : 500} size="sm">
                    {t(`portal.dashboard.dateKind.${entry.kind}`)}
                  </Text>
                  <ActionIcon
                    component="a"
                    href={withLang(`/pub/event/${entry.eventId}/calendar/${entry.kind}.ics`, locale)}
                    download
                    variant="subtle"
                    size="sm"
                    aria-label={t('portal.dashboard.calendar.add', { date: t(`portal.dashboard.dateKind.${entry.kind}`), event: entry.eventName })}
                  >
                    <IconCalendarPlus size={16} aria-hidden />
                  </ActionIcon>
                </Group>
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
      <Divider my="md" />
      <CalendarSubscription />
    </Card>
  );
}
