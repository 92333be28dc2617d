import { Table, Text } from '@mantine/core';
import type { EventDashboardAnswer } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../ui/section.tsx';
import { phoneOnlyClass, StackingTable } from '../../../ui/stacking-table.tsx';
import { toneText } from '../../../ui/tones.ts';
import { useCount } from './use-count.ts';

/**
 * Each medium's stock, the pieces sold by binding orders and what is left, in the catalogue's order; on a phone a
 * row is the medium over one line of its figures.
 */
export function MediaStockSection({ media }: { media: EventDashboardAnswer['media'] }) {
  const { t } = useTranslation();
  const count = useCount();
  const headers = {
    medium: t('eventDashboard.media.medium'),
    group: t('eventDashboard.media.group'),
    stock: t('eventDashboard.media.stock'),
    sold: t('eventDashboard.media.sold'),
    available: t('eventDashboard.media.available'),
  };

  return (
    <Section title={t('eventDashboard.media.title')}>
      {media.length === 0 ? (
        <Text c="dimmed">{t('eventDashboard.media.empty')}</Text>
      ) : (
        <StackingTable minWidth={640} striped verticalSpacing="xs" phone="rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{headers.medium}</Table.Th>
              <Table.Th>{headers.group}</Table.Th>
              <Table.Th ta="right">{headers.stock}</Table.Th>
              <Table.Th ta="right">{headers.sold}</Table.Th>
              <Table.Th ta="right">{headers.available}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
            {media.map((medium) => (
              <Table.Tr key={medium.id}>
                <Table.Th scope="row" fw={500} data-phone="title" style={{ overflowWrap: 'break-word' }}>
                  <span>
                    {medium.name}
                    {!medium.isActive && (
                      <Text span size="sm" c="dimmed" fw={400}>
                        {' '}
                        ({t('eventDashboard.media.inactive')})
                      </Text>
                    )}
                  </span>
                  <Text component="div" size="sm" c="dimmed" fw={400} className={phoneOnlyClass}>
                    {[medium.group, `${headers.stock}\u00a0${count(medium.stock)}`, `${headers.sold}\u00a0${count(medium.sold)}`, `${headers.available}\u00a0${count(medium.available)}`].join(' · ')}
                  </Text>
                </Table.Th>
                <Table.Td data-label={headers.group}>{medium.group}</Table.Td>
                <Table.Td ta="right" data-label={headers.stock}>
                  {count(medium.stock)}
                </Table.Td>
                <Table.Td ta="right" data-label={headers.sold}>
                  {count(medium.sold)}
                </Table.Td>
                <Table.Td ta="right" data-label={headers.available}>
                  {medium.available > 0 || medium.stock === 0 ? (
                    count(medium.available)
                  ) : (
                    <Text span inherit c={toneText('warning')} fw={600}>
                      {count(0)} ({t('eventDashboard.media.soldOut')})
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
      )}
    </Section>
  );
}
