import type { EventDashboardAnswer } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { areaBars, areaTotals, barChartHeight, capitalised, chartSummary, courseSeries, taskLinks, weeksWithOrders } from './dashboard-view.ts';

const halls: EventDashboardAnswer['halls'] = [
  { hall: 'Halle 1', registrations: 2, confirmedQm: 20.1, unconfirmedQm: 30.2 },
  { hall: '', registrations: 1, confirmedQm: 0, unconfirmedQm: 12.5 },
];

describe('the dashboard view', () => {
  it('turns halls into bars named by the caller, the one without a hall too, and sums them to the hundredth', () => {
    const bars = areaBars(halls, (row) => row.hall || 'Noch ohne Halle');
    expect(bars).toEqual([
      { name: 'Halle 1', registrations: 2, confirmed: 20.1, unconfirmed: 30.2, total: 50.3 },
      { name: 'Noch ohne Halle', registrations: 1, confirmed: 0, unconfirmed: 12.5, total: 12.5 },
    ]);
    expect(areaTotals(bars)).toEqual({ registrations: 3, confirmed: 20.1, unconfirmed: 42.7, total: 62.8 });
    expect(areaTotals([])).toEqual({ registrations: 0, confirmed: 0, unconfirmed: 0, total: 0 });
  });

  it('plots the course in euros by its Mondays and tables only the weeks with orders, latest first', () => {
    const course = [
      { week: '2024-12-30', netCents: 450_000, cumulativeNetCents: 450_000 },
      { week: '2025-01-06', netCents: 0, cumulativeNetCents: 450_000 },
      { week: '2025-01-13', netCents: 12_345, cumulativeNetCents: 462_345 },
    ];
    const dotted = (day: string) => day.split('-').reverse().join('.');
    expect(courseSeries(course, dotted)).toEqual([
      { week: '30.12.2024', net: 4500, cumulative: 4500 },
      { week: '06.01.2025', net: 0, cumulative: 4500 },
      { week: '13.01.2025', net: 123.45, cumulative: 4623.45 },
    ]);
    expect(weeksWithOrders(course).map((week) => week.week)).toEqual(['2025-01-13', '2024-12-30']);
    // The answer's own order is left alone.
    expect(course[0]!.week).toBe('2024-12-30');
  });

  it('writes a chart\'s text for screen readers, sizes bar charts by their bars, and links each task to its page', () => {
    expect(chartSummary([{ name: 'Halle 1', value: '50,30 m²' }, { name: 'Noch ohne Halle', value: '12,50 m²' }])).toBe('Halle 1: 50,30 m²; Noch ohne Halle: 12,50 m²');
    expect(barChartHeight(1)).toBe(160);
    expect(barChartHeight(10)).toBe(504);
    expect([capitalised('technology', 'en-US'), capitalised('Technik', 'de-DE'), capitalised('', 'de-DE')]).toEqual(['Technology', 'Technik', '']);
    const links = taskLinks(7);
    expect(links).toMatchObject({ unconfirmed: '/be/event/7/registrations?state=unconfirmed', requests: '/be/requests', failedMails: '/be/outbox?state=failed' });
    expect(links.registration(42)).toBe('/be/registration/42');
  });
});
