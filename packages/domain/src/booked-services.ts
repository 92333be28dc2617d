/**
 * What a registration has booked of each service (order-booklet item), from two sources: binding orders
 * (the configurator, an offer, an addition order) and the exhibitor's own entries in the portal booklet.
 *
 * Decision (issue 12): a binding order is never changed by the booklet. The booklet shows each item's total
 * (ordered + own); what was ordered bindingly is the least the field accepts (a ticked checkbox stays
 * ticked), and the booklet stores only what the exhibitor adds on top. So a later booklet save can add to an
 * ordered service until the tech deadline, but never silently remove what was ordered.
 */
import { BookletTab } from './catalogue-media-rules.ts';
import type { Lang } from './lang.ts';
import { bookletInput, type BookletItem } from './order-book-rules.ts';
import { orderBookPriceLine, type PriceLine } from './pricing.ts';

/** A service position of a binding order: the item, the amount and the price it was ordered at. */
export interface OrderedService {
  itemId: number;
  amount: number;
  priceSingle: number;
  sum: number;
}

/** An item's value as the booklet stores or shows it. */
export interface BookletAmount {
  amount: number;
  checked: boolean;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The amount ordered bindingly per item (a ticked checkbox counts 1). */
export function orderedAmounts(services: readonly OrderedService[]): Map<number, number> {
  const amounts = new Map<number, number>();
  for (const service of services) amounts.set(service.itemId, hundredths((amounts.get(service.itemId) ?? 0) + service.amount));
  return amounts;
}

/** What the booklet shows for an item: the ordered amount plus the exhibitor's own value. */
export function bookletTotal(item: Pick<BookletItem, 'itemType' | 'productType'>, ordered: number, own: BookletAmount | undefined): BookletAmount {
  if (bookletInput(item) === 'checkbox') return { amount: 0, checked: ordered > 0 || own?.checked === true };
  return { amount: hundredths(ordered + (own?.amount ?? 0)), checked: false };
}

/**
 * The part of a submitted total the booklet stores: what exceeds the ordered amount. Null when the total
 * is below what was ordered bindingly (an error for the caller to report).
 */
export function ownPart(item: Pick<BookletItem, 'itemType' | 'productType'>, ordered: number, total: BookletAmount): BookletAmount | null {
  if (bookletInput(item) === 'checkbox') {
    if (ordered > 0) return total.checked ? { amount: 0, checked: false } : null;
    return { amount: 0, checked: total.checked };
  }
  if (total.amount < ordered) return null;
  return { amount: hundredths(total.amount - ordered), checked: false };
}

/**
 * The ordered services as price lines: one per item and price (an item ordered twice at its list price is
 * one line; at a deviating price in one offer, a line of its own), described in the viewer's language.
 */
export function orderedServiceLines(
  services: readonly OrderedService[],
  describe: (itemId: number) => { description: string; unit: string } | undefined,
): PriceLine[] {
  const merged = new Map<string, PriceLine>();
  for (const service of services) {
    const key = `${service.itemId}:${service.priceSingle}`;
    const line = merged.get(key);
    if (line) {
      line.amount = hundredths(line.amount + service.amount);
      line.sum += service.sum;
      continue;
    }
    const item = describe(service.itemId);
    if (!item) continue;
    merged.set(key, {
      kind: 'service',
      itemId: service.itemId,
      description: item.description,
      amount: service.amount,
      unit: item.unit,
      priceSingle: service.priceSingle,
      listPrice: service.priceSingle,
      sum: service.sum,
      isDeviating: false,
      isEarlyPrice: false,
    });
  }
  return [...merged.values()];
}

/** A booklet item as `bookedLines` prices it. */
export interface BookedItem {
  id: number;
  tab: number;
  titleDe: string;
  titleEn: string;
  price: number;
  unit: string;
  itemType: number;
  productType?: number | null;
  /** Its partial billing number, which its lines carry. */
  billingNumber?: string;
}

/** What the exhibitor entered in the booklet for an item. */
export interface BookletValueEntry {
  orderBookItemId: number;
  amount: number;
  checked: boolean;
  /** A price per unit in cents that staff gave instead of the item's (issue 28). */
  priceDeviating?: number | null;
}

/**
 * The booked services of a registration as price lines, in booklet order: for each item, what binding orders
 * hold of it (at the price ordered, staff-only items too), then what the exhibitor added in the booklet (at the
 * list price, or the deviating price staff gave it; an entry for a hidden item counts for nothing).
 */
export function bookedLines(items: readonly BookedItem[], entries: readonly BookletValueEntry[], ordered: readonly OrderedService[], lang: Lang): PriceLine[] {
  const byItem = new Map(entries.map((entry) => [entry.orderBookItemId, entry]));
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const title = (item: BookedItem) => (lang === 'en' ? item.titleEn : item.titleDe);
  const orderedLines = orderedServiceLines(ordered, (itemId) => {
    const item = itemsById.get(itemId);
    return item && { description: title(item), unit: item.unit };
  });
  return items.flatMap((item) => {
    const own = item.tab === BookletTab.hidden ? undefined : byItem.get(item.id);
    const ownLine = own ? orderBookPriceLine({ ...item, title: title(item) }, own, own.priceDeviating) : null;
    return [...orderedLines.filter((line) => line.itemId === item.id), ...(ownLine ? [ownLine] : [])];
  });
}
