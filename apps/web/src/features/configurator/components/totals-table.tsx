import type { PriceTotals } from '@messeportal/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';

interface TotalsTableProps {
  totals: PriceTotals;
  /** Percent. */
  vatRate: number;
  currency: string;
}

/** Net total, VAT at the event's rate and gross. */
export function TotalsTable({ totals, vatRate, currency }: TotalsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = [
    { label: t('configurator.summary.net'), value: totals.net },
    { label: t('configurator.summary.vat', { rate: format.number(vatRate) }), value: totals.vat },
    { label: t('configurator.summary.gross'), value: totals.gross },
  ];
  return (
    <Table captionSide="top" maw={480} ml="auto">
      <Table.Caption>{t('configurator.summary.totals')}</Table.Caption>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={row.label} fw={index === rows.length - 1 ? 700 : undefined}>
            <Table.Th scope="row">{row.label}</Table.Th>
            <Table.Td ta="right">{format.money(row.value, currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
