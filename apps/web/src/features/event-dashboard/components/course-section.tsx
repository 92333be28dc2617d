import { AreaChart } from '@mantine/charts';
import { Table, Text } from '@mantine/core';
import type { EventDashboardAnswer } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { axisMoney } from '../model/axis-ticks.ts';
import { courseSeries, weeksWithOrders } from '../model/dashboard-view.ts';
import { ChartFigure } from './chart-figure.tsx';
import { FiguresDetails } from './figures-details.tsx';

/** The net ordered, added up week by week from the first order to today; the weeks with orders as a table. */
export function CourseSection({ answer }: { answer: EventDashboardAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const { currency } = answer.event;
  const { course } = answer;
  const title = t('eventDashboard.course.title');
  const first = course[0];
  if (!first) {
    return (
      <Section title={title}>
        <Text c="dimmed">{t('eventDashboard.course.empty')}</Text>
      </Section>
    );
  }
  const summary = t('eventDashboard.course.summary', { from: format.date(first.week), total: format.money(answer.orderedNetCents, currency) });
  const ordered = weeksWithOrders(course);
  const headers = { week: t('eventDashboard.course.week'), net: t('eventDashboard.course.net'), cumulative: t('eventDashboard.course.cumulative') };

  return (
    <Section title={title}>
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      <ChartFigure summary={`${title}: ${summary}`}>
        <AreaChart
          h={240}
          data={courseSeries(course, (day) => format.date(day))}
          dataKey="week"
          series={[{ name: 'cumulative', label: headers.cumulative, color: 'brand.8' }]}
          curveType="stepAfter"
          withDots={course.length <= 12}
          valueFormatter={(euros) => format.money(Math.round(euros * 100), currency)}
          yAxisProps={{ tickFormatter: axisMoney(locale, currency), width: 72 }}
          gridAxis="y"
          accessibilityLayer={false}
        />
      </ChartFigure>
      <FiguresDetails label={`${t('eventDashboard.course.table')} (${ordered.length})`}>
        <StackingTable minWidth={380} verticalSpacing={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{headers.week}</Table.Th>
              <Table.Th ta="right">{headers.net}</Table.Th>
              <Table.Th ta="right">{headers.cumulative}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map((week) => (
              <Table.Tr key={week.week}>
                <Table.Th scope="row" fw={500} data-label={headers.week}>
                  {format.date(week.week)}
                </Table.Th>
                <Table.Td ta="right" data-label={headers.net}>
                  <Money cents={week.netCents} currency={currency} />
                </Table.Td>
                <Table.Td ta="right" data-label={headers.cumulative}>
                  <Money cents={week.cumulativeNetCents} currency={currency} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
      </FiguresDetails>
    </Section>
  );
}
