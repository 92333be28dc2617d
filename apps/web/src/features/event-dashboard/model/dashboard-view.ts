import type { EventDashboardAnswer } from '@messeportal/domain';

/** A bar of the area charts: a hall or stand type with its confirmed and unconfirmed m². */
export interface AreaBar {
  name: string;
  registrations: number;
  confirmed: number;
  unconfirmed: number;
  total: number;
}

type AreaRow = EventDashboardAnswer['halls'][number] | EventDashboardAnswer['standTypes'][number];

/**
 * The halls or stand types as bars, named by `nameOf` (which names the row without a hall or type), in the
 * answer's order; areas to the hundredth, as the registrations store them.
 */
export function areaBars<Row extends AreaRow>(rows: readonly Row[], nameOf: (row: Row) => string): AreaBar[] {
  const hundredths = (value: number) => Math.round(value * 100) / 100;
  return rows.map((row) => ({
    name: nameOf(row),
    registrations: row.registrations,
    confirmed: row.confirmedQm,
    unconfirmed: row.unconfirmedQm,
    total: hundredths(row.confirmedQm + row.unconfirmedQm),
  }));
}

/** Sums of the bars, for the tables' last row. */
export function areaTotals(bars: readonly AreaBar[]) {
  const hundredths = (value: number) => Math.round(value * 100) / 100;
  const sum = (key: 'registrations' | 'confirmed' | 'unconfirmed' | 'total') => hundredths(bars.reduce((total, bar) => total + bar[key], 0));
  return { registrations: sum('registrations'), confirmed: sum('confirmed'), unconfirmed: sum('unconfirmed'), total: sum('total') };
}

/**
 * The weeks of the course as the chart plots them, in euros (the chart's axis counts money, not cents), each
 * named by its Monday as `formatDate` writes it.
 */
export function courseSeries(course: EventDashboardAnswer['course'], formatDate: (day: string) => string) {
  return course.map((week) => ({ week: formatDate(week.week), net: week.netCents / 100, cumulative: week.cumulativeNetCents / 100 }));
}

/** The weeks in which something was ordered, latest first: the course's table (the chart shows every week). */
export const weeksWithOrders = (course: EventDashboardAnswer['course']) => course.filter((week) => week.netCents !== 0).reverse();

/** A chart's text for screen readers: each entry as "name: value", in the order shown. */
export const chartSummary = (entries: readonly { name: string; value: string }[]) => entries.map((entry) => `${entry.name}: ${entry.value}`).join('; ');

/** The height of a chart with one horizontal bar per entry, so that a long list of halls keeps its labels readable. */
export const barChartHeight = (bars: number) => Math.max(160, 64 + bars * 44);

/** A label as a chart's axis or a table's row starts it: the reference lists write some in lower case (en 'stand'). */
export const capitalised = (label: string, locale: string) => label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);

/** Where each open task is handled in the back office; a waiting registration on its own page. */
export const taskLinks = (eventId: number) => ({
  unconfirmed: `/be/event/${eventId}/registrations?state=unconfirmed`,
  registration: (registrationId: number) => `/be/registration/${registrationId}`,
  requests: '/be/requests',
  failedMails: '/be/outbox?state=failed',
});
