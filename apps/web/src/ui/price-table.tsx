import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';

/** One priced position; money in cents. */
export interface PriceRow {
  description: string;
  amount: number;
  unit: string;
  priceSingle: number;
  sum: number;
}

interface PriceTableProps {
  /** Names the table for screen readers and as its visible heading row. */
  caption: string;
  rows: readonly PriceRow[];
  currency: string;
  /** The sum row below the positions, when given. */
  total?: number;
}

/** Positions with amount, unit, single price and line sum, as the stand step, summary and order show them. */
export function PriceTable({ caption, rows, currency, total }: PriceTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('priceTable.description')}</Table.Th>
            <Table.Th ta="right">{t('priceTable.amount')}</Table.Th>
            <Table.Th ta="right">{t('priceTable.priceSingle')}</Table.Th>
            <Table.Th ta="right">{t('priceTable.sum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${index}-${row.description}`}>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td ta="right">{`${format.number(row.amount)} ${row.unit}`}</Table.Td>
              <Table.Td ta="right">{format.money(row.priceSingle, currency)}</Table.Td>
              <Table.Td ta="right">{format.money(row.sum, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total !== undefined && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{t('priceTable.total')}</Table.Th>
              <Table.Th ta="right">{format.money(total, currency)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
