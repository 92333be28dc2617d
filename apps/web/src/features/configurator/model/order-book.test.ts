import { describe, expect, it } from 'vitest';
import { configuratorOrderBookItems, orderBookTabs } from './order-book.ts';

const group = (id: number, title: string) => ({ id, title, groupType: 1 });
const item = (id: number, tab: number, isConfigurator: boolean, groupId = 1) => ({
  id,
  tab,
  isConfigurator,
  group: group(groupId, `Gruppe ${groupId}`),
});

const booklet = [item(1, 0, false), item(2, 0, true), item(15, 1, false, 4), item(18, 3, true, 5), item(30, 2, true, 6)];

describe('the order-book items of the configurator', () => {
  it('offers visitors only the products marked for the configurator, whether or not the event shows its technical items', () => {
    expect(configuratorOrderBookItems(booklet).map((i) => i.id)).toEqual([2]);
  });

  it('offers staff every product and the hidden items (tab 2), still no information or confirmations', () => {
    expect(configuratorOrderBookItems(booklet, true).map((i) => i.id)).toEqual([1, 2, 30]);
  });
});

describe('the order-book tabs', () => {
  it('groups the items by their group in the order of the booklet', () => {
    const tabs = orderBookTabs([item(1, 0, true, 2), item(2, 0, true, 1), item(3, 0, true, 2)]);
    expect(tabs.map((tab) => [tab.group.title, tab.items.map((i) => i.id)])).toEqual([
      ['Gruppe 2', [1, 3]],
      ['Gruppe 1', [2]],
    ]);
  });

  it('puts the hidden items first, in one tab of their own, whatever their group', () => {
    const tabs = orderBookTabs([item(1, 0, true, 2), item(30, 2, true, 6), item(31, 2, false, 2)], 'Versteckte Positionen');
    expect(tabs.map((tab) => [tab.group.id, tab.group.title, tab.items.map((i) => i.id)])).toEqual([
      [0, 'Versteckte Positionen', [30, 31]],
      [2, 'Gruppe 2', [1]],
    ]);
  });
});
