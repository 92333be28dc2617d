import type { OfferListRow } from '@messeportal/domain';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { offerStatus } from '../../../ui/statuses.ts';
import { offerTypeKey } from '../model/offer-type.ts';
import type { OfferListQuery, OfferSort } from '../model/offer-list-query.ts';
import { SortableHeader } from './sortable-header.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';

interface OffersTableProps {
  caption: string;
  offers: OfferListRow[];
  query: OfferListQuery;
  onSort: (column: OfferSort) => void;
}

/** One page of an event's offers; the headers sort, the title opens the offer; on a phone each offer is a card. */
export function OffersTable({ caption, offers, query, onSort }: OffersTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const header = (column: OfferSort, align?: 'right') => (
    <SortableHeader column={column} label={t(`backoffice.offers.columns.${column}`)} query={query} onSort={onSort} align={align} />
  );
  return (
    <StackingTable minWidth={900} striped highlightOnHover captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
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
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td data-label={t('backoffice.offers.columns.title')}>
                <Anchor component={Link} to={`/be/offer/${offer.id}`}>
                  {offer.title || t('backoffice.offers.untitled')}
                </Anchor>
              </Table.Td>
              <Table.Td data-label={t('backoffice.offers.columns.company')}>{offer.companyName || '–'}</Table.Td>
              <Table.Td data-label={t('backoffice.offers.columns.state')}>
                <Group gap={6}>
                  <OfferState state={offer.state} label={offer.stateLabel} />
                  {offer.isOrdered && <StatusBadge status="offer.ordered" />}
                </Group>
              </Table.Td>
              <Table.Td data-label={t('backoffice.offers.columns.type')}>{t(`backoffice.offerType.${offerTypeKey(offer.offerType)}`)}</Table.Td>
              <Table.Td data-label={t('backoffice.offers.columns.totalNet')} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.money(offer.totalNet)}
              </Table.Td>
              <Table.Td data-label={t('backoffice.offers.columns.createdAt')}>{format.date(offer.createdAt, { time: true })}</Table.Td>
              <Table.Td data-label={t('backoffice.offers.columns.updatedAt')}>{format.date(offer.updatedAt, { time: true })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
    </StackingTable>
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
