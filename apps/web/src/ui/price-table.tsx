import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

/**
 * Narrower than Mantine's xs (a phone held upright) amount and single price move under the description as
 * "30,00 m² × 59,00 €", so description and sum always fit the screen and no sum is scrolled out of view.
 * Rendered for one width only (not hidden by CSS), so each price is in the page once.
 */
const WIDE = '(min-width: 36em)';

/** Positions with amount, unit, single price and line sum, as the stand step, summary and order show them. */
export function PriceTable({ caption, rows, currency, total }: PriceTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const amountOf = (row: PriceRow) => `${format.number(row.amount)} ${row.unit}`;
  return (
    // Only a safety net now: an unusually long number still scrolls inside the table, never the page.
    <Table.ScrollContainer minWidth={0} type="native">
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('priceTable.description')}</Table.Th>
            {wide && <Table.Th ta="right">{t('priceTable.amount')}</Table.Th>}
            {wide && <Table.Th ta="right">{t('priceTable.priceSingle')}</Table.Th>}
            <Table.Th ta="right">{t('priceTable.sum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${index}-${row.description}`}>
              <Table.Td>
                {row.description}
                {!wide && <Text size="xs" c="dimmed">{`${amountOf(row)} × ${format.money(row.priceSingle, currency)}`}</Text>}
              </Table.Td>
              {wide && <Table.Td ta="right">{amountOf(row)}</Table.Td>}
              {wide && <Table.Td ta="right">{format.money(row.priceSingle, currency)}</Table.Td>}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.money(row.sum, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total !== undefined && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={wide ? 3 : 1}>{t('priceTable.total')}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.money(total, currency)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
