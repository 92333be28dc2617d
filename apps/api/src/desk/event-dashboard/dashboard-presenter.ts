import { DEFAULT_BILLING_NUMBERS, partialBillingNumbers, standTypes, type EventDashboardAnswer, type Lang } from '@messeportal/domain';
import { labelOf } from '../../documents/presenter.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import type { DashboardRows } from './dashboard-repo.ts';

type FigureRow = DashboardRows['figures'][number];
type Area = { registrations: number; confirmedQm: number; unconfirmedQm: number };

const area = (row: FigureRow): Area => ({
  registrations: row.confirmed + row.unconfirmed,
  confirmedQm: row.confirmedQm,
  unconfirmedQm: row.unconfirmedQm,
});

/** Largest area first; the row without a hall or type ('') last, whatever its area. */
function sortByArea<T extends Area>(rows: T[], key: (row: T) => string): T[] {
  const qm = (row: T) => row.confirmedQm + row.unconfirmedQm;
  return rows.sort((a, b) => Number(key(a) === '') - Number(key(b) === '') || qm(b) - qm(a) || key(a).localeCompare(key(b)));
}

/** Net by partial billing number, in the list's order: the kinds' default numbers always (0 included), others when sold. */
function revenueByNumber(rows: DashboardRows['revenue'], lang: Lang) {
  const billed = new Map(rows.map((row) => [row.billingNumber, row.netCents]));
  const shown = new Set<string>([...Object.values(DEFAULT_BILLING_NUMBERS), ...billed.keys()]);
  return partialBillingNumbers
    .filter((number) => shown.has(number.id))
    .map((number) => ({ billingNumber: number.id, label: number[lang], netCents: billed.get(number.id) ?? 0 }));
}

/**
 * The dashboard's answer from its rows: the grouping rows split into the total, the halls and the stand types
 * (those with cancelled registrations only are left out), and revenue by partial billing number.
 */
export function presentDashboard(entry: CatalogEvent, rows: DashboardRows, lang: Lang): Omit<EventDashboardAnswer, 'payments'> {
  const { event } = entry;
  const total = rows.figures.find((row) => row.byHall === 1 && row.byStandType === 1);
  const withActive = (row: FigureRow) => row.confirmed + row.unconfirmed > 0;
  const halls = sortByArea(
    rows.figures.filter((row) => row.byHall === 0 && withActive(row)).map((row) => ({ hall: row.hall, ...area(row) })),
    (row) => row.hall,
  );
  const types = sortByArea(
    rows.figures
      .filter((row) => row.byStandType === 0 && withActive(row))
      .map((row) => ({ standType: row.standType, label: row.standType ? labelOf(standTypes, row.standType, lang) : '', ...area(row) })),
    (row) => row.standType,
  );
  const revenue = revenueByNumber(rows.revenue, lang);
  return {
    event: { id: event.id, name: lang === 'en' ? event.nameEn : event.nameDe, currency: event.currency },
    registrations: { unconfirmed: total?.unconfirmed ?? 0, confirmed: total?.confirmed ?? 0, canceled: total?.canceled ?? 0 },
    halls,
    standTypes: types,
    revenue,
    orderedNetCents: revenue.reduce((sum, row) => sum + row.netCents, 0),
    course: rows.course,
    media: rows.media.map((medium) => ({
      id: medium.id,
      name: lang === 'en' ? medium.nameEn : medium.nameDe,
      group: lang === 'en' ? medium.groupEn : medium.groupDe,
      isActive: medium.isActive,
      stock: medium.stock,
      sold: medium.sold,
      available: Math.max(0, medium.stock - medium.sold),
    })),
    tasks: {
      unconfirmed: {
        count: total?.waiting ?? 0,
        oldest: rows.waiting.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      },
      openRequests: total?.openRequests ?? 0,
      failedMails: total?.failedMails ?? 0,
    },
  };
}
