import { Grid } from '@mantine/core';
import type { EventDashboardAnswer } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useCount } from './use-count.ts';

/**
 * The registrations by state and the net ordered, a card each: on a phone the three states side by side and the
 * money, which needs the room, below them.
 */
export function StateFigures({ answer }: { answer: EventDashboardAnswer }) {
  const { t } = useTranslation();
  const count = useCount();
  const { registrations } = answer;
  const state = { base: 4, md: 3 };
  // A grid of one: the card fills its column, so that a row of cards has one height.
  const fill = { display: 'grid' };
  return (
    <Grid gap={{ base: 'sm', sm: 'md' }}>
      <Grid.Col span={state} style={fill}>
        <StatCard label={t('eventDashboard.states.unconfirmed')} value={count(registrations.unconfirmed)} />
      </Grid.Col>
      <Grid.Col span={state} style={fill}>
        <StatCard label={t('eventDashboard.states.confirmed')} value={count(registrations.confirmed)} />
      </Grid.Col>
      <Grid.Col span={state} style={fill}>
        <StatCard label={t('eventDashboard.states.canceled')} value={count(registrations.canceled)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }} style={fill}>
        <StatCard
          label={t('eventDashboard.states.ordered')}
          value={<Money cents={answer.orderedNetCents} currency={answer.event.currency} />}
          hint={t('eventDashboard.states.orderedHint')}
        />
      </Grid.Col>
    </Grid>
  );
}
