import { bookedLines, DEFAULT_BILLING_NUMBERS, fireplaceLineDescription, langFromLocale, unbilledBookletLines, type Lang } from '@messeportal/domain';
import type { Db, Tx } from '../platform/db/client.ts';
import type { OrderBook } from '../catalogue/reading/repo.ts';
import { loadBookletValues } from '../selling/registrations/repo.ts';
import { billedBookletAmounts, unbilledFireplaceConnections, uninvoicedPositions } from './invoicing-repo.ts';

/**
 * A position to invoice: one of a binding order, an order booklet item's own booking (the part not billed yet) or
 * a confirmed flue gas connection, under the partial billing number it was sold with.
 */
export interface OpenPosition {
  description: string;
  amount: number;
  unit: string;
  priceSingle: number;
  sum: number;
  billingNumber: string;
  orderPositionId: number | null;
  orderBookItemId: number | null;
  fireplaceConnectionId: number | null;
}

const none = { orderPositionId: null, orderBookItemId: null, fireplaceConnectionId: null };

/**
 * Everything of a registration that no live invoice bills: the positions of its binding orders, then what the
 * exhibitor booked in the order booklet beyond what invoices billed, priced as the booklet prices it, then its
 * confirmed flue gas connections at the price requested, described in `lang` (the invoice's). A booking is billed
 * under the number its item had when it was booked. The booklet's catalogue is read before the caller's
 * transaction (app.orderBooks).
 */
export async function openPositions(db: Db | Tx, registrationId: number, book: OrderBook, lang: Lang | string): Promise<OpenPosition[]> {
  const [ordered, values, billed, connections] = await Promise.all([
    uninvoicedPositions(db, registrationId),
    loadBookletValues(db, registrationId),
    billedBookletAmounts(db, registrationId),
    unbilledFireplaceConnections(db, registrationId),
  ]);
  const language = langFromLocale(lang);
  const bookedNumber = new Map(values.map((value) => [value.orderBookItemId, value.billingNumber]));
  const booked = unbilledBookletLines(bookedLines(book.items, values, [], language), billed);
  return [
    ...ordered.map(({ id, ...position }) => ({ ...position, ...none, orderPositionId: id })),
    ...booked.map((line) => ({
      description: line.description,
      amount: line.amount,
      unit: line.unit,
      priceSingle: line.priceSingle,
      sum: line.sum,
      billingNumber: bookedNumber.get(line.itemId ?? 0) ?? DEFAULT_BILLING_NUMBERS.service,
      ...none,
      orderBookItemId: line.itemId ?? null,
    })),
    ...connections.map((connection) => ({
      description: fireplaceLineDescription(connection.deviceName, language),
      amount: 1,
      unit: 'piece',
      priceSingle: connection.priceCents,
      sum: connection.priceCents,
      billingNumber: connection.billingNumber,
      ...none,
      fireplaceConnectionId: connection.id,
    })),
  ];
}
