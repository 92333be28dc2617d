import { bookedLines, DEFAULT_BILLING_NUMBERS, fireplaceLineDescription, langFromLocale, unbilledBookletLines, type Lang } from '@messeportal/domain';
import type { Db, Tx } from '../platform/db/client.ts';
import type { OrderBook } from '../catalogue/reading/repo.ts';
import { printNamesOf, type PrintNames } from '../documents/position-names.ts';
import { loadBookletValues } from '../selling/registrations/repo.ts';
import { billedBookletAmounts, unbilledFireplaceConnections, uninvoicedPositions } from './invoicing-repo.ts';

/**
 * A position to invoice: one of a binding order, an order booklet item's own booking (the part not billed yet) or
 * a confirmed flue gas connection, under the partial billing number it was sold with.
 */
export interface OpenPosition {
  /** In the invoice's language. */
  description: string;
  /** Its name in each print language, so that the invoice printed in the other one names it in that (printNamesOf). */
  names: PrintNames;
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
 * confirmed flue gas connections at the price requested, described in `lang` (the invoice's): an ordered position
 * by the catalogue's name of its item where it was ordered in the other language. A booking is billed under the
 * number its item had when it was booked. The booklet's catalogue is read before the caller's transaction
 * (app.orderBooks). `replaced`: an invoice to count as cancelled (issueInvoice's corrected final invoice).
 */
export async function openPositions(db: Db | Tx, registrationId: number, book: OrderBook, lang: Lang | string, replaced?: number): Promise<OpenPosition[]> {
  const [ordered, values, billed, connections] = await Promise.all([
    uninvoicedPositions(db, registrationId, replaced),
    loadBookletValues(db, registrationId),
    billedBookletAmounts(db, registrationId, replaced),
    unbilledFireplaceConnections(db, registrationId, replaced),
  ]);
  const language = langFromLocale(lang);
  const bookedNumber = new Map(values.map((value) => [value.orderBookItemId, value.billingNumber]));
  const items = new Map(book.items.map((item) => [item.id, item]));
  /** A booklet line in both languages: its item's titles, else the line's own text. */
  const titlesOf = (itemId: number | undefined, description: string): PrintNames => {
    const item = items.get(itemId ?? 0);
    return { de: item?.titleDe || description, en: item?.titleEn || description };
  };
  const booked = unbilledBookletLines(bookedLines(book.items, values, [], language), billed);
  return [
    ...ordered.map(({ id, catalogueNames, orderLang, ...position }) => {
      const names = printNamesOf({ description: position.description, catalogueNames, orderLang });
      return { ...position, description: names[language], names, ...none, orderPositionId: id };
    }),
    ...booked.map((line) => ({
      description: line.description,
      names: titlesOf(line.itemId, line.description),
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
      names: { de: fireplaceLineDescription(connection.deviceName, 'de'), en: fireplaceLineDescription(connection.deviceName, 'en') },
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
