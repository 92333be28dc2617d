import { Table, Text } from '@mantine/core';
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
 * Below this breakpoint (a phone held upright) amount and single price move under the description as
 * "30,00 m² × 59,00 €", so description and sum always fit the screen and no sum is scrolled out of view.
 */
const WIDE = 'xs';

/** Positions with amount, unit, single price and line sum, as the stand step, summary and order show them. */
export function PriceTable({ caption, rows, currency, total }: PriceTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const amountOf = (row: PriceRow) => `${format.number(row.amount)} ${row.unit}`;
  return (
    // Only a safety net now: an unusually long number still scrolls inside the table, never the page.
    <Table.ScrollContainer minWidth={0} type="native">
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('priceTable.description')}</Table.Th>
            <Table.Th ta="right" visibleFrom={WIDE}>
              {t('priceTable.amount')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom={WIDE}>
              {t('priceTable.priceSingle')}
            </Table.Th>
            <Table.Th ta="right">{t('priceTable.sum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${index}-${row.description}`}>
              <Table.Td>
                {row.description}
                <Text size="xs" c="dimmed" hiddenFrom={WIDE}>
                  {`${amountOf(row)} × ${format.money(row.priceSingle, currency)}`}
                </Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom={WIDE}>
                {amountOf(row)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom={WIDE}>
                {format.money(row.priceSingle, currency)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.money(row.sum, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total !== undefined && (
          <Table.Tfoot>
            <Table.Tr>
              {/* No colSpan: the label's row keeps the columns the positions have at every width. */}
              <Table.Th>{t('priceTable.total')}</Table.Th>
              <Table.Td visibleFrom={WIDE} />
              <Table.Td visibleFrom={WIDE} />
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
