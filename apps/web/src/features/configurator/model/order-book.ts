import { BookletGroupType, BookletTab, isConfiguratorOrderBookItem, type OrderBookRuleItem } from '@messeportal/domain';

export interface OrderBookTab<T> {
  group: { id: number; title: string; groupType: number };
  items: T[];
}

/**
 * The id of the hidden items' tab (booklet tab `BookletTab.hidden`, SPEC §2: staff only, collected in the first
 * tab of the back office); booklet groups have positive ids.
 */
export const HIDDEN_ITEMS_TAB_ID = 0;

/** A booklet item of `GET /pub/event/{id}/orderbook` as the order's rules read it (bookedAmountIssue, unbookedIssue). */
export const ruleItem = (item: {
  itemType: number;
  unit: string;
  priceCalculation: string;
  productGlobal: { productType: number | null } | null;
}): OrderBookRuleItem => ({ itemType: item.itemType, productType: item.productGlobal?.productType, unit: item.unit, priceCalculation: item.priceCalculation });

/** The order-book items the configurator offers, by the rule the server orders by (isConfiguratorOrderBookItem). */
export function configuratorOrderBookItems<T extends { tab: number; isConfigurator: boolean }>(items: readonly T[], isStaff = false): T[] {
  return items.filter((item) => isConfiguratorOrderBookItem(item, isStaff));
}

/**
 * The items by group, one vertical tab each, groups and items in the order the booklet lists them. Hidden
 * items (only staff get them) come first, in one tab of their own named `hiddenTitle`, whatever their group.
 */
export function orderBookTabs<T extends { tab: number; group: OrderBookTab<T>['group'] }>(
  items: readonly T[],
  hiddenTitle = '',
): OrderBookTab<T>[] {
  const hidden: OrderBookTab<T> = { group: { id: HIDDEN_ITEMS_TAB_ID, title: hiddenTitle, groupType: BookletGroupType.neutral }, items: [] };
  const tabs = new Map<number, OrderBookTab<T>>();
  for (const item of items) {
    if (item.tab === BookletTab.hidden) {
      hidden.items.push(item);
      continue;
    }
    const tab = tabs.get(item.group.id) ?? { group: item.group, items: [] };
    tab.items.push(item);
    tabs.set(item.group.id, tab);
  }
  return hidden.items.length > 0 ? [hidden, ...tabs.values()] : [...tabs.values()];
}
