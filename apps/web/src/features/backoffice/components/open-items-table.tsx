import { amountToCents, type OpenItem } from '@messeportal/domain';
import { Badge, Group, Menu, Table, Text } from '@mantine/core';
import { IconExternalLink, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { toneText } from '../../../ui/tones.ts';
import { useOpenItemsText } from './open-items-text.ts';

interface OpenItemsTableProps {
  items: OpenItem[];
  caption: string;
  /** Opens the payment history of the item's company. */
  onHistory: (item: OpenItem) => void;
}

/**
 * The open items: a row opens its invoice (the number is its link, the event under it); the company opens its
 * payment history; the due date with the days overdue; the state with "disputed"; gross, paid and open on the right.
 * On a phone a row is number and state, then company and due date and what is open.
 */
export function OpenItemsTable({ items, caption, onHistory }: OpenItemsTableProps) {
  const format = useFormat();
  const k = useOpenItemsText();
  const money = (item: OpenItem, euros: number) => format.money(amountToCents(euros), item.currency);
  return (
    <IndexTable minWidth={1040} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{k('columns.number')}</Table.Th>
          <Table.Th>{k('columns.company')}</Table.Th>
          <Table.Th>{k('columns.due')}</Table.Th>
          <Table.Th>{k('columns.state')}</Table.Th>
          <Table.Th data-numeric>{k('columns.gross')}</Table.Th>
          <Table.Th data-numeric>{k('columns.paid')}</Table.Th>
          <Table.Th data-numeric>{k('columns.open')}</Table.Th>
          <IndexActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const to = `/be/document/${item.id}`;
          const due = item.dueDate ? format.date(item.dueDate) : '–';
          return (
            <IndexRow key={item.id} to={to}>
              <IndexTitleCell to={to} title={item.number} detail={item.eventName} phoneMeta={`${item.company} · ${k('dueOn', { date: due })}`} />
              <Table.Td data-wrap="anywhere">
                <Text component="button" type="button" size="sm" c="blue.8" td="underline" onClick={() => onHistory(item)} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'start' }}>
                  {item.company}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {due}
                {item.daysOverdue > 0 && item.open > 0 && (
                  <Text size="xs" c={toneText('danger')}>
                    {k('daysOverdue', { count: item.daysOverdue })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-phone="badge">
                <Group gap={4} wrap="nowrap">
                  <StatusBadge status={`payment.${item.state}`} />
                  {item.disputed && (
                    <Badge variant="outline" color="orange.9">
                      {k('disputed')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td data-numeric>{money(item, item.gross)}</Table.Td>
              <Table.Td data-numeric>{money(item, item.paid)}</Table.Td>
              <Table.Td data-numeric data-phone="amount">
                {item.creditBalance > 0 ? k('creditBalanceOf', { amount: money(item, item.creditBalance) }) : money(item, item.open)}
              </Table.Td>
              <Table.Td data-phone="actions">
                <IndexRowActions name={item.number}>
                  <Menu.Item leftSection={<IconHistory size={16} stroke={1.6} aria-hidden />} onClick={() => onHistory(item)}>
                    {k('history.open')}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconExternalLink size={16} stroke={1.6} aria-hidden />} component={Link} to={`/be/registration/${item.registrationId}`}>
                    {k('toRegistration')}
                  </Menu.Item>
                </IndexRowActions>
              </Table.Td>
            </IndexRow>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
