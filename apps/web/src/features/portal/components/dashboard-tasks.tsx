import { Anchor, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { daysUntil, type OpenTask } from '../model/dashboard.ts';

/** Where a task is done: the media page, the booklet's services or its confirmations. */
export const taskPage = ({ kind, registrationId }: OpenTask) =>
  kind === 'media' ? `/media/${registrationId}` : kind === 'services' ? `/registration/orderbook/${registrationId}` : `/registration/confirmation/${registrationId}`;

/** "today", "in 1 day", "in 12 days" beside a date. */
export function useDaysLeft() {
  const { t } = useTranslation();
  return (days: number) => (days === 0 ? t('portal.dashboard.today') : t('portal.dashboard.inDays', { count: days }));
}

/** The open tasks of every registration as a checklist with their deadlines, and how many are done. */
export function DashboardTasks({ tasks, now }: { tasks: OpenTask[]; now: Date }) {
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
                <ThemeIcon variant="transparent" color={task.done > 0 ? TONE_COLORS.success : TONE_COLORS.neutral} size={24} aria-hidden>
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
