import { amountToCents, type RegistrationListRow } from '@messeportal/domain';
import { Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { toneText } from '../../../ui/tones.ts';
import type { RegistrationListQuery, RegistrationSort } from '../model/registration-list-query.ts';
import { SortableHeader } from './sortable-header.tsx';

interface RegistrationsTableProps {
  caption: string;
  registrations: RegistrationListRow[];
  query: RegistrationListQuery;
  onSort: (column: RegistrationSort) => void;
}

/**
 * A company's name breaks inside a long compound word too (a 75-letter German name), so that the list keeps
 * its columns, the state among them, in view at a laptop's width instead of scrolling sideways.
 */
const COMPANY_NAME: CSSProperties = { overflowWrap: 'anywhere', hyphens: 'auto' };

/**
 * One page of an event's registrations; the headers sort, a row opens the registration. On a phone a row is the
 * company and its state, then hall and stand (or the stand type) and the ordered net.
 */
export function RegistrationsTable({ caption, registrations, query, onSort }: RegistrationsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = (column: RegistrationSort) => t(`backoffice.desk.columns.${column}`);
  const header = (column: RegistrationSort, align?: 'right') => <SortableHeader column={column} label={label(column)} query={query} onSort={onSort} align={align} />;
  const size = (registration: RegistrationListRow) => (registration.standSize ? t('backoffice.desk.size', { size: format.number(registration.standSize) }) : undefined);
  return (
    <IndexTable minWidth={1000} caption={caption}>
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
        {registrations.map((registration) => {
          const to = `/be/registration/${registration.id}`;
          const stand = registration.hall && registration.standNr ? t('backoffice.desk.meta.stand', { hall: registration.hall, standNr: registration.standNr }) : undefined;
          return (
            <IndexRow key={registration.id} to={to}>
              <IndexTitleCell
                to={to}
                title={<span style={COMPANY_NAME}>{registration.companyName}</span>}
                phoneMeta={[stand ?? registration.standTypeLabel, size(registration), format.date(registration.createdAt)].filter(Boolean).join(' · ')}
              />
              <Table.Td>{registration.standTypeLabel || '–'}</Table.Td>
              <Table.Td data-numeric>{size(registration) ?? '–'}</Table.Td>
              <Table.Td>{registration.hall || '–'}</Table.Td>
              <Table.Td>{registration.standNr || '–'}</Table.Td>
              <Table.Td data-phone="badge">
                <StatusBadge status={`registration.${registration.state}`} />
                {/* A task, not a second state: a line under the state, as an invoice's credit balance. */}
                {registration.hasOpenServices && (
                  <Text size="xs" c={toneText('info')} mt={2}>
                    {t('backoffice.desk.openServices')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-numeric data-phone="amount">
                {format.money(amountToCents(registration.orderedNet))}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(registration.createdAt)}</Table.Td>
            </IndexRow>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
