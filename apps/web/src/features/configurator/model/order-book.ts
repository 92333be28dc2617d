import { isConfiguratorOrderBookItem } from '@messeportal/domain';

export interface OrderBookTab<T> {
  group: { id: number; title: string; groupType: number };
  items: T[];
}

/**
 * The order-book items the configurator offers — the same rule the server orders by: products only,
 * all of them when the event shows its technical items, otherwise those flagged for the configurator.
 */
export function configuratorOrderBookItems<T extends { tab: number; isConfigurator: boolean }>(
  items: readonly T[],
  event: { isTechVisible: boolean },
): T[] {
  return items.filter((item) => isConfiguratorOrderBookItem(item, event));
}

/** The items by group, one vertical tab each, groups and items in the order the booklet lists them. */
export function orderBookTabs<T extends { group: OrderBookTab<T>['group'] }>(items: readonly T[]): OrderBookTab<T>[] {
  const tabs = new Map<number, OrderBookTab<T>>();
  for (const item of items) {
    const tab = tabs.get(item.group.id) ?? { group: item.group, items: [] };
    tab.items.push(item);
    tabs.set(item.group.id, tab);
  }
  return [...tabs.values()];
}
