import { BarChart } from '@mantine/charts';
import { Table, Text } from '@mantine/core';
import type { EventDashboardAnswer } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { Section } from '../../../ui/section.tsx';
import { axisMoney } from '../model/axis-ticks.ts';
import { barChartHeight, capitalised, chartSummary } from '../model/dashboard-view.ts';
import { ChartFigure } from './chart-figure.tsx';

/** Net ordered by partial billing number: a bar each, and the same figures as a table with their total. */
export function RevenueSection({ answer }: { answer: EventDashboardAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const { currency } = answer.event;
  const money = (euros: number) => format.money(Math.round(euros * 100), currency);
  const title = t('eventDashboard.revenue.title');
  const rows = answer.revenue.map((row) => ({ ...row, label: capitalised(row.label, locale) }));
  const bars = rows.map((row) => ({ name: row.label, net: row.netCents / 100 }));

  return (
    <Section title={title}>
      <Text size="sm" c="dimmed">
        {t('eventDashboard.revenue.note')}
      </Text>
      <ChartFigure summary={`${title}: ${chartSummary(rows.map((row) => ({ name: row.label, value: format.money(row.netCents, currency) })))}`}>
        <BarChart
          h={barChartHeight(bars.length)}
          data={bars}
          dataKey="name"
          orientation="vertical"
          series={[{ name: 'net', label: t('eventDashboard.revenue.net'), color: 'brand.8' }]}
          valueFormatter={money}
          xAxisProps={{ tickFormatter: axisMoney(locale, currency) }}
          yAxisProps={{ width: 96 }}
          gridAxis="y"
          accessibilityLayer={false}
        />
      </ChartFigure>
      <Table verticalSpacing="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('eventDashboard.revenue.billingNumber')}</Table.Th>
            <Table.Th ta="right">{t('eventDashboard.revenue.net')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.billingNumber}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">
                <Money cents={row.netCents} currency={currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('eventDashboard.revenue.total')}</Table.Th>
            <Table.Td ta="right" fw={650}>
              <Money cents={answer.orderedNetCents} currency={currency} />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Section>
  );
}
