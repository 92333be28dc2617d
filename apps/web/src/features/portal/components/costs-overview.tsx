import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountToCents, vatRowLabel, type Booklet } from '@messeportal/domain';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PriceTable } from '../../../ui/price-table.tsx';
import { toPriceRows } from '../api/get-registration.ts';

interface CostsOverviewProps {
  costs: Booklet['orderBookPos'];
  currency: string;
}

/** The stand costs overview of the booklet: what is booked, priced by the server, with net, VAT and gross. */
export function CostsOverview({ costs, currency }: CostsOverviewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  if (costs.positions.length === 0) return <Text>{t('portal.booklet.nothingBooked')}</Text>;
  return (
    <>
      <PriceTable caption={t('portal.booklet.costsCaption')} rows={toPriceRows(costs.positions)} currency={currency} />
      <Table maw={420} ml="auto" aria-label={t('portal.booklet.totalsLabel')}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('portal.totals.net')}</Table.Th>
            <Table.Td ta="right">{format.money(amountToCents(costs.net), currency)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{vatRowLabel(costs.taxCase, langOf(locale))}</Table.Th>
            <Table.Td ta="right">{format.money(amountToCents(costs.vat), currency)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('portal.totals.gross')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {format.money(amountToCents(costs.gross), currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </>
  );
}
