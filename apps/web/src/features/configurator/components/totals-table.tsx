import { taxCaseNote, vatRowLabel, type PriceTotals, type TaxCase } from '@messeportal/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';

interface TotalsTableProps {
  totals: PriceTotals;
  /** The buyer's tax case the totals were computed with. */
  taxCase: TaxCase;
  currency: string;
}

/** Net total, VAT by the buyer's tax case and gross, with the sentence the tax case asks for (reverse charge …). */
export function TotalsTable({ totals, taxCase, currency }: TotalsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = langOf(useLocale());
  const note = taxCaseNote(taxCase, lang);
  const rows = [
    { label: t('configurator.summary.net'), value: totals.net },
    { label: vatRowLabel(taxCase, lang), value: totals.vat },
    { label: t('configurator.summary.gross'), value: totals.gross },
  ];
  return (
    <>
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
      {note && (
        <Text size="sm" maw={480} ml="auto">
          {note}
        </Text>
      )}
    </>
  );
}
