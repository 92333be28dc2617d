import type { DeskStandSalesAnswer } from '@messeportal/domain';
import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMayHere } from '../../../../api/staff-rights.ts';
import { useFormat } from '../../../../i18n/format.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { StackingTable } from '../../../../ui/stacking-table.tsx';
import { useMarkPlanChangeSeen } from '../../api/plan-changes.ts';
import type { DeskHall } from '../../model/desk-plan.ts';

type PlanChange = DeskStandSalesAnswer['planChanges'][number];

/**
 * The booked stands a new version of their hall's plan moved or reshaped (the exhibitors were told by mail): company,
 * stand, area before and after, what changed; listed until staff mark each seen. Nothing to list, nothing shown.
 */
export function PlanChangesList({ eventId, sales, halls }: { eventId: number; sales: DeskStandSalesAnswer; halls: readonly DeskHall[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const seen = useMarkPlanChangeSeen(eventId, useLocale());
  const may = staffMayHere(['registration', 'write']);
  if (sales.planChanges.length === 0) return null;
  const column = (key: 'company' | 'stand' | 'area' | 'change') => t(`backoffice.deskPlan.planChanges.${key}`);
  const hallName = (id: number) => halls.find((hall) => hall.id === id)?.name ?? '';
  const what = (change: PlanChange) =>
    [change.resized || change.areaBeforeM2 !== change.areaAfterM2 ? t('backoffice.deskPlan.planChanges.resized') : null, change.moved && !change.resized ? t('backoffice.deskPlan.planChanges.moved') : null]
      .filter(Boolean)
      .join(', ');
  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-plan-changes-title">
      <Title order={2} size="h4" id="desk-plan-changes-title">
        {t('backoffice.deskPlan.planChanges.title', { count: sales.planChanges.length })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('backoffice.deskPlan.planChanges.hint')}
      </Text>
      <StackingTable minWidth={620} verticalSpacing={6} horizontalSpacing="xs" aria-labelledby="desk-plan-changes-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('company')}</Table.Th>
            <Table.Th>{column('stand')}</Table.Th>
            <Table.Th data-numeric>{column('area')}</Table.Th>
            <Table.Th>{column('change')}</Table.Th>
            {may && <Table.Th>{t('backoffice.deskPlan.planChanges.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.planChanges.map((change) => (
            <Table.Tr key={change.id}>
              <Table.Td data-label={column('company')}>
                <Anchor component={Link} to={`/be/registration/${change.registrationId}`}>
                  {change.company}
                </Anchor>
              </Table.Td>
              <Table.Td data-label={column('stand')}>{t('backoffice.deskPlan.planChanges.where', { stand: change.stand, hall: hallName(change.hallId), version: change.version })}</Table.Td>
              <Table.Td data-numeric data-label={column('area')}>
                {t('backoffice.deskPlan.planChanges.areas', { before: format.number(change.areaBeforeM2), after: format.number(change.areaAfterM2) })}
              </Table.Td>
              <Table.Td data-label={column('change')}>{what(change)}</Table.Td>
              {may && (
                <Table.Td data-label={t('backoffice.deskPlan.planChanges.actions')}>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => seen.mutate(change.id)}
                    loading={seen.isPending && seen.variables === change.id}
                    aria-label={t('backoffice.deskPlan.planChanges.seenLabel', { company: change.company, stand: change.stand })}
                  >
                    {t('backoffice.deskPlan.planChanges.seen')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
      {seen.isError && <ErrorAlert error={seen.error} />}
    </Stack>
  );
}
