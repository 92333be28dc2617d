import { dayIn } from '@messeportal/domain';
import type { Tx } from '../../platform/db/client.ts';
import { daysFrom } from './dates.ts';
import type { SeasonInvoicing } from './season-invoices.ts';
import { placeSeasonOrder, seasonConfiguration, type Orderer, type SeasonCatalogue } from './season-orders.ts';

/** Keeps the registration and its order in step (48 m² corner stand). */
export const MUSTER_STAND_QM = 48;

/**
 * Muster Küchen, the demo exhibitor, was the season's first: registered and confirmed before anyone else, its
 * stand invoiced first (RE-<year>-0001, which the browser tests open) and paid; today it is credited the stand's
 * 3 kW energy flat, as it moved to the 10 kW connection of the order booklet, so it has a balance to get back.
 */
export const MUSTER_DAYS = { registered: 178, confirmed: 177 };

/** The corner stand alone: ordered before the stand cleaning became mandatory, which the browser tests book in the booklet. */
export async function placeMusterOrder(tx: Tx, catalogue: SeasonCatalogue, muster: Orderer, now: Date) {
  const configuration = seasonConfiguration(catalogue, { standType: 'corner', qm: MUSTER_STAND_QM, media: {}, services: {}, brands: muster.brands });
  await placeSeasonOrder(tx, catalogue, muster, configuration, daysFrom(now, -MUSTER_DAYS.registered), { withoutMandatory: true });
}

/**
 * When its stand was invoiced: 165 days ago, before every other invoice of the season, but not before 1 January
 * (midnight in Berlin), so that its number is the first of the current year however early in the year the demo
 * starts. Invoices of the season dated before are numbered in the year before.
 */
export function musterInvoiceDaysAgo(now: Date): number {
  const year = Number(dayIn(now, 'Europe/Berlin').slice(0, 4));
  const newYear = Date.UTC(year, 0, 1) - 60 * 60 * 1000;
  return Math.min(165, (now.getTime() - newYear) / 86_400_000);
}

export async function invoiceMuster(invoicing: SeasonInvoicing, registrationId: number, now: Date) {
  const daysAgo = musterInvoiceDaysAgo(now);
  const invoice = await invoicing.issue(registrationId, 'stand', daysAgo);
  await invoicing.pay(invoice, daysAgo - 12);
  return invoice;
}

export function creditMuster(invoicing: SeasonInvoicing, invoice: { id: number }) {
  return invoicing.credit(invoice, 'Umstellung auf den 10-kW-Anschluss aus dem Serviceheft', { line: 'Energieanschluss bis 3 kW' });
}
