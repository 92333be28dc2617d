import { describe, expect, it } from 'vitest';
import {
  bookletRequestBody,
  bookletSections,
  groupsWithErrors,
  initiallyOpenGroups,
  initialValues,
  messagesByItem,
  namedIssues,
  type BookletItemLike,
} from './booklet.ts';

const boxed = { id: 1, title: 'Standbau', groupType: 2 };
const neutral = { id: 2, title: 'Energie', groupType: 1 };
const collapsed = { id: 3, title: 'Services', groupType: 3 };
const consents = { id: 5, title: 'Einverständnis', groupType: 2 };

const item = (id: number, itemType: number, group: BookletItemLike['group'], extra: Partial<BookletItemLike> = {}): BookletItemLike => ({
  id,
  itemType,
  tab: 0,
  isMandatory: false,
  group,
  productGlobal: null,
  value: null,
  ...extra,
});

const booklet: BookletItemLike[] = [
  item(1, 3, boxed),
  item(2, 0, boxed, { productGlobal: { productType: 1 }, value: { amount: 12.5, checked: false } }),
  item(5, 0, boxed, { productGlobal: { productType: 2 } }),
  item(6, 2, boxed, { value: { amount: 0, checked: true } }),
  item(10, 4, neutral),
  item(11, 0, collapsed, { isMandatory: true, productGlobal: { productType: 1 } }),
  item(15, 1, { id: 4, title: 'Informationen', groupType: 1 }, { tab: 1 }),
  item(18, 5, consents, { tab: 3, isMandatory: true }),
];

describe('the booklet sections', () => {
  it('lists the groups of one tab with their items in the order of the booklet', () => {
    expect(bookletSections(booklet, 0).map((s) => [s.group.id, s.items.map((i) => i.id)])).toEqual([
      [1, [1, 2, 5, 6]],
      [2, [10]],
      [3, [11]],
    ]);
    expect(bookletSections(booklet, 3).map((s) => s.group.id)).toEqual([5]);
  });

  it('opens every group at start except the expandable ones (groupType 3)', () => {
    expect(initiallyOpenGroups(booklet)).toEqual([1, 2, 4, 5]);
  });
});

describe('the values of the booklet', () => {
  it('starts from the stored values, empty where nothing is stored, and only for items that take an input', () => {
    const values = initialValues(booklet);
    expect(Object.keys(values).map(Number)).toEqual([2, 5, 6, 10, 11, 18]);
    expect(values[2]).toEqual({ amount: 12.5, checked: false });
    expect(values[6]).toEqual({ amount: 0, checked: true });
    expect(values[10]).toEqual({ amount: 0, checked: false });
  });

  it('sends every input of the saved tab: quantities as amount, ticks as checked, nothing of other tabs', () => {
    const values = { ...initialValues(booklet), 11: { amount: 48, checked: false }, 18: { amount: 0, checked: true } };
    expect(bookletRequestBody(booklet, 0, values)).toEqual({
      orderBooks: [
        { id: 2, amount: 12.5 },
        { id: 5, checked: false },
        { id: 6, checked: true },
        { id: 10, amount: 0 },
        { id: 11, amount: 48 },
      ],
    });
    expect(bookletRequestBody(booklet, 3, values)).toEqual({ orderBooks: [{ id: 18, checked: true }] });
    expect(bookletRequestBody(booklet, 1, values)).toEqual({ orderBooks: [] });
  });
});

describe('errors of a save', () => {
  it('names the groups to open for the items with errors, in booklet order, ignoring other properties', () => {
    expect(groupsWithErrors(booklet, ['orderbook_11', 'orderbook_2', 'orderbook_6', 'tab'])).toEqual([1, 3]);
    expect(groupsWithErrors(booklet, ['orderbook_999'])).toEqual([]);
  });

  it('keeps the messages per item', () => {
    expect(
      messagesByItem([
        { property: 'orderbook_11', message: 'Pflicht.' },
        { property: 'orderbook_11', message: 'Zu groß.' },
        { property: '', message: 'Allgemein' },
      ]),
    ).toEqual({ 11: 'Pflicht. Zu groß.' });
  });
});

describe('the issues of a refused save, by item', () => {
  it('names each item with its group, in booklet order, and leaves out issues about no item', () => {
    const titled = booklet.map((entry) => ({ ...entry, title: `Position ${entry.id}` }));
    const issues = [
      { property: 'orderbook_11', message: 'Pflicht.' },
      { property: 'orderbook_2', message: 'Ungültig.' },
      { property: '', message: 'Allgemein.' },
    ];
    expect(namedIssues(titled, issues)).toEqual([
      { itemId: 2, title: 'Position 2', group: boxed, message: 'Ungültig.' },
      { itemId: 11, title: 'Position 11', group: collapsed, message: 'Pflicht.' },
    ]);
  });
});
