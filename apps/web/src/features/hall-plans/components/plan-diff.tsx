import type { HallImportAnswer, HallPlanSummary } from '@messeportal/domain';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { blocksAcceptance } from '../model/stand-facts.ts';

type Diff = NonNullable<HallImportAnswer['diff']>;

const STATES = ['available', 'held', 'requested', 'option', 'proposed', 'booked', 'blocked'] as const;

interface PlanDiffProps {
  diff: Diff | null;
  /** The version the file would follow; null for a hall's first. */
  current: number | null;
  /** The events that sell the hall, to name an affected stand's event. */
  events: HallPlanSummary['events'];
}

/**
 * What the file changes against the current version: the stands it adds, changes (area before and after, moved,
 * resized) and removes, and the booked stands among them with their company; a removed or smaller booked stand
 * blocks the acceptance, and says so in words beside its badge.
 */
export function PlanDiff({ diff, current, events }: PlanDiffProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = current === null ? t('hallPlans.diff.titleCurrent') : t('hallPlans.diff.title', { version: current });
  if (!diff) {
    return (
      <Text size="sm" c="dimmed">
        {t('hallPlans.diff.first')}
      </Text>
    );
  }
  const column = (key: 'stand' | 'change' | 'event' | 'state' | 'company' | 'effect') => t(`hallPlans.diff.columns.${key}`);
  const stateLabel = (state: string) => (STATES.find((known) => known === state) ? t(`hallPlans.diff.states.${state as (typeof STATES)[number]}`) : state);
  const eventName = (id: number) => events.find((event) => event.id === id)?.name ?? t('hallPlans.diff.event', { id });
  const changed = diff.changed.map((stand) =>
    [
      t('hallPlans.diff.changedStand', { number: stand.number, before: format.number(stand.areaBeforeM2), after: format.number(stand.areaAfterM2) }),
      stand.moved && t('hallPlans.diff.moved'),
      stand.resized && stand.areaBeforeM2 === stand.areaAfterM2 && t('hallPlans.diff.resized'),
    ]
      .filter(Boolean)
      .join(', '),
  );
  const lists = [
    { key: 'added', items: diff.added },
    { key: 'changed', items: changed },
    { key: 'removed', items: diff.removed },
  ] as const;

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm">
        {t('hallPlans.diff.summary', { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged })}
      </Text>
      {lists.map(
        ({ key, items }) =>
          items.length > 0 && (
            <Text key={key} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} inherit>
                {t(`hallPlans.diff.${key}`)}:
              </Text>{' '}
              {items.join(key === 'changed' ? '; ' : ', ')}
            </Text>
          ),
      )}
      {diff.affected.length > 0 && (
        <Stack gap={4} mt="xs">
          <Title order={4} size="h5">
            {t('hallPlans.diff.affected')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('hallPlans.diff.blocksHint')}
          </Text>
          <StackingTable minWidth={640} verticalSpacing="xs" aria-label={t('hallPlans.diff.affected')}>
            <Table.Thead>
              <Table.Tr>
                {(['stand', 'change', 'event', 'state', 'company', 'effect'] as const).map((key) => (
                  <Table.Th key={key}>{column(key)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.affected.map((stand, index) => {
                const blocks = blocksAcceptance(stand, diff);
                return (
                  <Table.Tr key={index}>
                    <Table.Td data-label={column('stand')}>{stand.number}</Table.Td>
                    <Table.Td data-label={column('change')}>{t(`hallPlans.diff.change.${stand.change}`)}</Table.Td>
                    <Table.Td data-label={column('event')}>{eventName(stand.eventId)}</Table.Td>
                    <Table.Td data-label={column('state')}>{stateLabel(stand.state)}</Table.Td>
                    <Table.Td data-label={column('company')} style={{ overflowWrap: 'anywhere' }}>
                      {stand.company}
                    </Table.Td>
                    <Table.Td data-label={column('effect')}>
                      <Badge variant="light" color={blocks ? TONE_COLORS.danger : TONE_COLORS.neutral}>
                        {blocks ? t('hallPlans.diff.blocks') : t('hallPlans.diff.notice')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </StackingTable>
        </Stack>
      )}
    </Stack>
  );
}
