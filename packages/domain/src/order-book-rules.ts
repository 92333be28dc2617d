/**
 * Saving the exhibitor's order booklet (SPEC §2 "Exhibitor order-book list", §4, §5): one tab at a time;
 * amounts and ticks are checked against the items of that tab; a mandatory service left out is an error
 * on `orderbook_{id}`, a mandatory confirmation (consent) left unticked only a warning.
 */
import type { MessageCode } from './messages/index.ts';
import { MAX_AMOUNT } from './limits.ts';
import { hasAtMostTwoDecimals, orderBookInput } from './pricing.ts';
import { belowStandArea, fitsUnit } from './units.ts';
import { BookletItemType, BookletTab } from './booklet-kinds.ts';

/** Tabs the exhibitor books in (the hidden tab is staff's only). */
export const EXHIBITOR_TABS = [BookletTab.products, BookletTab.information, BookletTab.confirmations] as const;
export type ExhibitorTab = (typeof EXHIBITOR_TABS)[number];

export interface BookletItem {
  id: number;
  tab: number;
  itemType: number;
  productType?: number | null;
  isMandatory: boolean;
  /** The unit of its amount (units.ts); a counting unit takes whole numbers. */
  unit?: string;
  /** 'qm': charged by stand m², so booked for at least the stand's area (units.ts). */
  priceCalculation?: string;
}

export interface BookletValue {
  id: number;
  amount?: number | null;
  checked?: boolean | null;
}

export interface BookletIssue {
  property: string;
  message: MessageCode;
  params?: Record<string, number>;
}

/** What a booklet item asks of the exhibitor: a quantity, a tick (checkbox options and consents), or nothing. */
export function bookletInput(item: Pick<BookletItem, 'itemType' | 'productType'>): 'amount' | 'checkbox' | null {
  return item.itemType === BookletItemType.confirm ? 'checkbox' : orderBookInput(item);
}

/** Whether a value books (or ticks) the item. */
export function isBooked(item: Pick<BookletItem, 'itemType' | 'productType'>, value: BookletValue | undefined): boolean {
  if (!value) return false;
  const input = bookletInput(item);
  if (input === 'checkbox') return value.checked === true || (value.checked == null && (value.amount ?? 0) >= 1);
  return input === 'amount' && (value.amount ?? 0) > 0;
}

/**
 * Errors and warnings of saving `values` (each item's total) for the items of `tab`. Values for items of
 * another tab, unknown items or items that take no input are errors on their key; so is a quantity that is
 * not a number ≥ 0 with at most two decimals (whole where the unit counts, at least the stand area where the item
 * is charged by stand m²), and a total below what binding orders hold of the item
 * (`ordered`, see booked-services.ts). An ordered item the save leaves out keeps its ordered amount.
 */
export function bookletIssues(
  items: readonly BookletItem[],
  tab: ExhibitorTab,
  values: readonly BookletValue[],
  ordered: ReadonlyMap<number, number> = new Map(),
  /** The registration's stand size, for items charged by stand m². */
  standQm?: number | null,
): { errors: BookletIssue[]; warnings: BookletIssue[] } {
  const ofTab = new Map(items.filter((item) => item.tab === tab).map((item) => [item.id, item]));
  const errors: BookletIssue[] = [];
  const warnings: BookletIssue[] = [];
  const given = new Map<number, BookletValue>();
  for (const value of values) {
    const item = ofTab.get(value.id);
    const input = item ? bookletInput(item) : null;
    const property = `orderbook_${value.id}`;
    if (!item || !input) errors.push({ property, message: 'invalidValue' });
    else if (input === 'amount' && !isQuantity(value.amount)) errors.push({ property, message: 'invalidValue' });
    else if (input === 'amount' && !fitsUnit(item.unit, value.amount ?? 0)) errors.push({ property, message: 'amountWholeUnits' });
    else if (isBelow(input, value, ordered.get(value.id) ?? 0)) {
      const message = input === 'checkbox' ? 'orderbookOrderedTicked' : 'orderbookBelowOrdered';
      errors.push({ property, message, params: { ordered: ordered.get(value.id)! } });
    } else if (input === 'amount' && belowStandArea(item.priceCalculation, value.amount ?? 0, standQm)) {
      errors.push({ property, message: 'amountBelowStandArea', params: { qm: standQm! } });
    } else given.set(value.id, value);
  }
  for (const item of ofTab.values()) {
    const orderedOnly = (ordered.get(item.id) ?? 0) > 0 && !given.has(item.id);
    if (!item.isMandatory || !bookletInput(item) || orderedOnly || isBooked(item, given.get(item.id))) continue;
    const property = `orderbook_${item.id}`;
    // One message per field: a value refused above already says what to enter.
    if (errors.some((error) => error.property === property)) continue;
    if (item.itemType === BookletItemType.confirm) warnings.push({ property, message: 'consentMissing' });
    else errors.push({ property, message: bookletInput(item) === 'checkbox' ? 'orderbookMandatoryTick' : 'orderbookMandatory' });
  }
  return { errors, warnings };
}

/**
 * The booklet's mandatory consents (its confirmations tab) that the stored values leave ungiven, as the warnings
 * a save of that tab gives: said when the services are saved as well, so an exhibitor who never opens the
 * confirmations learns that they are missing.
 */
export function missingConsents(items: readonly BookletItem[], stored: readonly { orderBookItemId: number; amount: number; checked: boolean }[]): BookletIssue[] {
  const confirmations = new Set(items.filter((item) => item.tab === BookletTab.confirmations).map((item) => item.id));
  const values = stored.filter((value) => confirmations.has(value.orderBookItemId)).map((value) => ({ id: value.orderBookItemId, amount: value.amount, checked: value.checked }));
  return bookletIssues(items, BookletTab.confirmations, values).warnings;
}

/** Whether a submitted total takes away from what was ordered bindingly. */
function isBelow(input: 'amount' | 'checkbox', value: BookletValue, ordered: number): boolean {
  if (ordered <= 0) return false;
  if (input === 'checkbox') return value.checked === false || (value.checked == null && (value.amount ?? 0) < 1);
  return (value.amount ?? 0) < ordered;
}

const isQuantity = (amount: number | null | undefined) =>
  amount == null || (Number.isFinite(amount) && amount >= 0 && amount <= MAX_AMOUNT && hasAtMostTwoDecimals(amount));
