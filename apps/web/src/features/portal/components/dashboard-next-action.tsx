import { amountToCents } from '@messeportal/domain';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { toneText } from '../../../ui/tones.ts';
import { daysUntil } from '../model/dashboard.ts';
import type { NextAction } from '../model/next-action.ts';
import { taskPage, useDaysLeft } from './dashboard-tasks.tsx';

/** A deadline this close is shown in the warning tone. */
const SOON_DAYS = 7;

/** What the home says about the next action: its title, one line of when and where, and the button that does it. */
function useActionView(action: NextAction, now: Date) {
  const { t } = useTranslation();
  const format = useFormat();
  const daysLeft = useDaysLeft();
  switch (action.kind) {
    case 'confirmRegistration':
      return {
        title: t('portal.home.confirmTitle', { event: action.eventName }),
        meta: t('portal.home.confirmText'),
        // Not a deadline: the registration's badge already says it waits.
        tone: undefined,
        to: `/registration/show/${action.registrationId}`,
        button: t('portal.home.confirmAction'),
      };
    case 'task': {
      const { task } = action;
      const days = daysUntil(task.deadline, now);
      return {
        title: t(`portal.home.taskTitle.${task.kind}`, { date: format.date(task.deadline) }),
        meta: `${task.eventName} · ${daysLeft(days)}`,
        tone: days <= SOON_DAYS ? ('warning' as const) : undefined,
        to: taskPage(task),
        button: t(`portal.home.taskAction.${task.kind}`),
      };
    }
    case 'payInvoice': {
      const amount = format.money(amountToCents(action.invoice.payment!.open), action.invoice.currency);
      const date = format.date(action.due);
      return {
        title: t('portal.home.payTitle', { number: action.invoice.number }),
        meta: `${action.eventName} · ${t(action.overdue ? 'portal.home.overdueText' : 'portal.home.payText', { amount, date })}`,
        tone: action.overdue ? ('danger' as const) : daysUntil(action.due, now) <= SOON_DAYS ? ('warning' as const) : undefined,
        to: `/registration/docs/${action.invoice.registrationId}`,
        button: t('portal.home.payAction'),
      };
    }
  }
}

/** The first thing on the exhibitor's home: the most urgent thing to do, or that nothing is left. */
export function NextActionCard({ action, now }: { action: NextAction | null; now: Date }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="home-next"
      h="100%"
      bg={action ? 'brand.0' : undefined}
      style={action ? { borderColor: 'var(--mantine-color-brand-2)' } : undefined}
    >
      <Title order={2} size="h4" id="home-next" c="dimmed" mb="xs">
        {t('portal.home.next')}
      </Title>
      {action ? (
        <ActionBody action={action} now={now} />
      ) : (
        <EmptyState icon={<IconCircleCheck size={24} stroke={1.6} />} title={t('portal.home.doneTitle')} text={t('portal.home.doneText')} />
      )}
    </Card>
  );
}

function ActionBody({ action, now }: { action: NextAction; now: Date }) {
  const view = useActionView(action, now);
  return (
    <Stack gap="sm" align="flex-start">
      <Stack gap={0}>
        <Text fw={700} fz="xl" lh={1.3} style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
          {view.title}
        </Text>
        <Text size="sm" c={view.tone ? toneText(view.tone) : 'dimmed'} fw={view.tone ? 600 : undefined}>
          {view.meta}
        </Text>
      </Stack>
      <Button component={Link} to={view.to}>
        {view.button}
      </Button>
    </Stack>
  );
}
