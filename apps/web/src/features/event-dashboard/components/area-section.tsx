import { BarChart } from '@mantine/charts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { axisNumber } from '../model/axis-ticks.ts';
import { areaTotals, barChartHeight, chartSummary, type AreaBar } from '../model/dashboard-view.ts';
import { ChartFigure } from './chart-figure.tsx';
import { FiguresDetails } from './figures-details.tsx';
import { useCount } from './use-count.ts';

interface AreaSectionProps {
  title: string;
  /** The first column's name: hall or stand type. */
  nameHeader: string;
  bars: AreaBar[];
}

/** m² sold per hall or stand type: a bar each, confirmed and unconfirmed stacked, and the same figures as a table. */
export function AreaSection({ title, nameHeader, bars }: AreaSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = useCount();
  const tick = axisNumber(useLocale());
  const qm = (value: number) => t('eventDashboard.area.qm', { area: format.number(value) });
  const totals = areaTotals(bars);
  const headers = {
    registrations: t('eventDashboard.area.registrations'),
    confirmed: t('eventDashboard.area.confirmed'),
    unconfirmed: t('eventDashboard.area.unconfirmed'),
    total: t('eventDashboard.area.total'),
  };
  const inQm = (header: string) => t('eventDashboard.area.column', { column: header });

  return (
    <Section title={title}>
      {bars.length === 0 ? (
        <Text c="dimmed">{t('eventDashboard.area.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('eventDashboard.area.note')}
          </Text>
          <ChartFigure summary={`${title}: ${chartSummary(bars.map((bar) => ({ name: bar.name, value: qm(bar.total) })))}`}>
            <BarChart
              h={barChartHeight(bars.length)}
              data={bars}
              dataKey="name"
              type="stacked"
              orientation="vertical"
              series={[
                { name: 'confirmed', label: headers.confirmed, color: 'brand.8' },
                { name: 'unconfirmed', label: headers.unconfirmed, color: 'brand.3' },
              ]}
              valueFormatter={qm}
              xAxisProps={{ tickFormatter: tick }}
              yAxisProps={{ width: 112 }}
              gridAxis="y"
              withLegend
              accessibilityLayer={false}
            />
          </ChartFigure>
          <FiguresDetails label={t('eventDashboard.figuresTable')}>
            <StackingTable minWidth={440} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{nameHeader}</Table.Th>
                  <Table.Th ta="right">{headers.registrations}</Table.Th>
                  <Table.Th ta="right">{inQm(headers.confirmed)}</Table.Th>
                  <Table.Th ta="right">{inQm(headers.unconfirmed)}</Table.Th>
                  <Table.Th ta="right">{inQm(headers.total)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
                {[...bars, { ...totals, name: headers.total }].map((bar, index) => (
                  <Table.Tr key={index} fw={index === bars.length ? 650 : undefined}>
                    <Table.Th scope="row" fw="inherit" data-label={index < bars.length ? nameHeader : undefined} style={{ overflowWrap: 'break-word' }}>
                      {bar.name}
                    </Table.Th>
                    <Table.Td ta="right" data-label={headers.registrations}>
                      {count(bar.registrations)}
                    </Table.Td>
                    <Table.Td ta="right" data-label={inQm(headers.confirmed)}>
                      {format.number(bar.confirmed)}
                    </Table.Td>
                    <Table.Td ta="right" data-label={inQm(headers.unconfirmed)}>
                      {format.number(bar.unconfirmed)}
                    </Table.Td>
                    <Table.Td ta="right" data-label={inQm(headers.total)}>
                      {format.number(bar.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackingTable>
          </FiguresDetails>
        </>
      )}
    </Section>
  );
}
