import { amountToCents, type RegistrationListRow } from '@messeportal/domain';
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import type { RegistrationListQuery, RegistrationSort } from '../model/registration-list-query.ts';
import { SortableHeader } from './sortable-header.tsx';

interface RegistrationsTableProps {
  caption: string;
  registrations: RegistrationListRow[];
  query: RegistrationListQuery;
  onSort: (column: RegistrationSort) => void;
}

/** One page of an event's registrations; the headers sort, the company opens the registration; on a phone each is a card. */
export function RegistrationsTable({ caption, registrations, query, onSort }: RegistrationsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = (column: RegistrationSort) => t(`backoffice.desk.columns.${column}`);
  const header = (column: RegistrationSort, align?: 'right') => <SortableHeader column={column} label={label(column)} query={query} onSort={onSort} align={align} />;
  return (
    <StackingTable minWidth={1000} striped highlightOnHover captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {header('company')}
          {header('standType')}
          {header('standSize', 'right')}
          {header('hall')}
          {header('standNr')}
          {header('state')}
          {header('orderedNet', 'right')}
          {header('createdAt')}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {registrations.map((registration) => (
          <Table.Tr key={registration.id}>
            <Table.Td data-label={label('company')}>
              <Anchor component={Link} to={`/be/registration/${registration.id}`}>
                {registration.companyName}
              </Anchor>
            </Table.Td>
            <Table.Td data-label={label('standType')}>{registration.standTypeLabel || '–'}</Table.Td>
            <Table.Td data-label={label('standSize')} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {registration.standSize ? t('backoffice.desk.size', { size: format.number(registration.standSize) }) : '–'}
            </Table.Td>
            <Table.Td data-label={label('hall')}>{registration.hall || '–'}</Table.Td>
            <Table.Td data-label={label('standNr')}>{registration.standNr || '–'}</Table.Td>
            <Table.Td data-label={label('state')}>
              <Group gap={6}>
                <StatusBadge status={`registration.${registration.state}`} />
                {registration.hasOpenServices && (
                  <Badge variant="light" color={TONE_COLORS.info} style={{ flexShrink: 0 }}>
                    {t('backoffice.desk.openServices')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td data-label={label('orderedNet')} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {format.money(amountToCents(registration.orderedNet))}
            </Table.Td>
            <Table.Td data-label={label('createdAt')}>{format.date(registration.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}
