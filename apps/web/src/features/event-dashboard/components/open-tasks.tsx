import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { UNCONFIRMED_TASK_DAYS, type EventDashboardAnswer } from '@messeportal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { Section } from '../../../ui/section.tsx';
import { toneText } from '../../../ui/tones.ts';
import { taskLinks } from '../model/dashboard-view.ts';
import { useCount } from './use-count.ts';

interface TaskProps {
  label: string;
  count: number;
  /** Where the task is handled. */
  to: string;
  linkText: string;
  hint?: string;
  children?: ReactNode;
}

/** One kind of open task: how many, and the way to where it is handled. */
function Task({ label, count, to, linkText, hint, children }: TaskProps) {
  const format = useCount();
  return (
    <Paper withBorder p="md">
      <Stack gap={6} h="100%">
        <Text size="sm" c="dimmed" fw={500}>
          {label}
          {hint && ` (${hint})`}
        </Text>
        <Text fz={28} fw={650} lh={1.2} c={count > 0 ? toneText('warning') : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {format(count)}
        </Text>
        {children}
        <Anchor component={Link} to={to} size="sm" mt="auto">
          <Group component="span" gap={4} wrap="nowrap">
            {linkText}
            <IconArrowRight size={16} stroke={1.6} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** What waits for staff: registrations unconfirmed for too long, requests for credentials, failed mails. */
export function OpenTasks({ answer }: { answer: EventDashboardAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { tasks } = answer;
  const links = taskLinks(answer.event.id);
  return (
    <Section title={t('eventDashboard.tasks.title')}>
      {/* Three side by side only where a company's name and its date have room (on a tablet a third is too narrow). */}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
        <Task
          label={t('eventDashboard.tasks.unconfirmed', { days: UNCONFIRMED_TASK_DAYS })}
          count={tasks.unconfirmed.count}
          to={links.unconfirmed}
          linkText={t('eventDashboard.tasks.unconfirmedLink')}
        >
          {tasks.unconfirmed.oldest.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t('eventDashboard.tasks.oldest')}
              </Text>
              <List size="sm" spacing={2}>
                {tasks.unconfirmed.oldest.map((waiting) => (
                  <List.Item key={waiting.registrationId} style={{ overflowWrap: 'break-word' }}>
                    <Anchor component={Link} to={links.registration(waiting.registrationId)} size="sm">
                      {waiting.companyName}
                    </Anchor>{' '}
                    <Text span size="sm" c="dimmed">
                      ({t('eventDashboard.tasks.since', { date: format.date(waiting.createdAt) })})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </Task>
        <Task
          label={t('eventDashboard.tasks.requests')}
          hint={t('eventDashboard.tasks.allEvents')}
          count={tasks.openRequests}
          to={links.requests}
          linkText={t('eventDashboard.tasks.requestsLink')}
        />
        <Task
          label={t('eventDashboard.tasks.failedMails')}
          hint={t('eventDashboard.tasks.allEvents')}
          count={tasks.failedMails}
          to={links.failedMails}
          linkText={t('eventDashboard.tasks.failedMailsLink')}
        />
      </SimpleGrid>
    </Section>
  );
}
