import { bookedLines, langFromLocale, unbilledBookletLines, type Lang, type PriceLine } from '@messeportal/domain';
import type { Db, Tx } from '../platform/db/client.ts';
import type { OrderBook } from '../catalogue/reading/repo.ts';
import { loadBookletValues } from '../selling/registrations/repo.ts';
import { billedBookletAmounts, uninvoicedPositions } from './invoicing-repo.ts';

/** A position to invoice: one of a binding order, or an order booklet item's own booking (the part not billed yet). */
export interface OpenPosition {
  kind: PriceLine['kind'];
  description: string;
  amount: number;
  unit: string;
  priceSingle: number;
  sum: number;
  orderPositionId: number | null;
  orderBookItemId: number | null;
}

/**
 * Everything of a registration that no live invoice bills: the positions of its binding orders, then what the
 * exhibitor booked in the order booklet beyond what invoices billed, priced as the booklet prices it, described
 * in `lang` (the invoice's). The booklet's catalogue is read before the caller's transaction (app.orderBooks).
 */
export async function openPositions(db: Db | Tx, registrationId: number, book: OrderBook, lang: Lang | string): Promise<OpenPosition[]> {
  const [ordered, values, billed] = await Promise.all([
    uninvoicedPositions(db, registrationId),
    loadBookletValues(db, registrationId),
    billedBookletAmounts(db, registrationId),
  ]);
  const booked = unbilledBookletLines(bookedLines(book.items, values, [], langFromLocale(lang)), billed);
  return [
    ...ordered.map(({ id, ...position }) => ({ ...position, orderPositionId: id, orderBookItemId: null })),
    ...booked.map((line) => ({ kind: line.kind, description: line.description, amount: line.amount, unit: line.unit, priceSingle: line.priceSingle, sum: line.sum, orderPositionId: null, orderBookItemId: line.itemId ?? null })),
  ];
}
