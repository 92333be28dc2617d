import type { HallPlanSummary } from '@messeportal/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';

/**
 * Every hall with its latest version, its stands, its last change and the events that sell it; a row opens the
 * hall. On a phone a row is the name with version and last change, and the stand count.
 */
export function HallsTable({ halls }: { halls: HallPlanSummary[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const column = (key: 'name' | 'version' | 'stands' | 'updated' | 'events') => t(`hallPlans.halls.columns.${key}`);
  return (
    <IndexTable minWidth={760} caption={t('hallPlans.halls.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{column('name')}</Table.Th>
          <Table.Th>{column('version')}</Table.Th>
          <Table.Th data-numeric>{column('stands')}</Table.Th>
          <Table.Th>{column('updated')}</Table.Th>
          <Table.Th>{column('events')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {halls.map((hall) => {
          const to = `/be/admin/hall/${hall.id}`;
          const version = hall.version === null ? t('hallPlans.halls.noPlan') : t('hallPlans.halls.version', { version: hall.version });
          const updated = format.date(hall.updatedAt);
          return (
            <IndexRow key={hall.id} to={to}>
              <IndexTitleCell to={to} title={hall.name} phoneMeta={`${version} · ${updated}`} />
              <Table.Td>
                <Text size="sm" c={hall.version === null ? 'dimmed' : undefined} inherit={hall.version !== null}>
                  {version}
                </Text>
              </Table.Td>
              <Table.Td data-numeric data-phone="amount">
                {t('hallPlans.halls.standCount', { count: hall.standCount })}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{updated}</Table.Td>
              <Table.Td data-wrap="anywhere">
                {hall.events.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('hallPlans.halls.notSold')}
                  </Text>
                ) : (
                  hall.events.map((event) => t('hallPlans.halls.eventVersion', { name: event.name, version: event.version })).join(', ')
                )}
              </Table.Td>
            </IndexRow>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
