import type { OfferListRow } from '@messeportal/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { offerStatus } from '../../../ui/statuses.ts';
import { offerTypeKey } from '../model/offer-type.ts';
import type { OfferListQuery, OfferSort } from '../model/offer-list-query.ts';
import { SortableHeader } from './sortable-header.tsx';

interface OffersTableProps {
  caption: string;
  offers: OfferListRow[];
  query: OfferListQuery;
  onSort: (column: OfferSort) => void;
}

/**
 * One page of an event's offers; the headers sort, a row opens the offer, named by its title or else by its
 * number. On a phone a row is the offer and its state, then the company and the day of its last change and the net.
 */
export function OffersTable({ caption, offers, query, onSort }: OffersTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const header = (column: OfferSort, align?: 'right') => (
    <SortableHeader column={column} label={t(`backoffice.offers.columns.${column}`)} query={query} onSort={onSort} align={align} />
  );
  return (
    <IndexTable minWidth={900} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          {header('title')}
          {header('company')}
          {header('state')}
          {header('type')}
          {header('totalNet', 'right')}
          {header('createdAt')}
          {header('updatedAt')}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {offers.map((offer) => {
          const to = `/be/offer/${offer.id}`;
          return (
            <IndexRow key={offer.id} to={to}>
              <IndexTitleCell
                to={to}
                title={offer.title || t('backoffice.offer.title', { id: offer.id })}
                phoneMeta={[offer.companyName, format.date(offer.updatedAt)].filter(Boolean).join(' · ')}
              />
              <Table.Td>{offer.companyName || '–'}</Table.Td>
              <Table.Td data-phone="badge">{offer.isOrdered ? <StatusBadge status="offer.ordered" /> : <OfferState state={offer.state} label={offer.stateLabel} />}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`backoffice.offerType.${offerTypeKey(offer.offerType)}`)}</Table.Td>
              <Table.Td data-numeric data-phone="amount">
                {format.money(offer.totalNet)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(offer.createdAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(offer.updatedAt)}</Table.Td>
            </IndexRow>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}

/** An offer's state as its badge; a state the mapping does not know as the server's label. */
function OfferState({ state, label }: { state: number; label: string }) {
  const status = offerStatus(state);
  return status ? (
    <StatusBadge status={status} />
  ) : (
    <Text span size="sm">
      {label}
    </Text>
  );
}
