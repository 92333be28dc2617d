import { describe, expect, it } from 'vitest';
import { bookedLines, bookletTotal, orderedAmounts, orderedServiceLines, ownPart } from './booked-services.ts';
import { bookletIssues, type BookletItem } from './order-book-rules.ts';

const quantity = { itemType: 0, productType: 1 };
const tick = { itemType: 2 };
const items: BookletItem[] = [
  { id: 1, tab: 0, ...quantity, isMandatory: true },
  { id: 2, tab: 0, ...tick, isMandatory: false },
];

describe('services ordered bindingly and booked in the booklet', () => {
  it('adds up what several orders hold of an item', () => {
    const services = [
      { itemId: 1, amount: 12.5, priceSingle: 1450, sum: 18125 },
      { itemId: 1, amount: 2, priceSingle: 1450, sum: 2900 },
      { itemId: 2, amount: 1, priceSingle: 9900, sum: 9900 },
    ];
    expect(orderedAmounts(services)).toEqual(new Map([[1, 14.5], [2, 1]]));
  });

  it('shows the ordered amount plus the own one, and a ticked order as ticked', () => {
    expect(bookletTotal(quantity, 12.5, { amount: 2.5, checked: false })).toEqual({ amount: 15, checked: false });
    expect(bookletTotal(quantity, 12.5, undefined)).toEqual({ amount: 12.5, checked: false });
    expect(bookletTotal(tick, 1, undefined)).toEqual({ amount: 0, checked: true });
    expect(bookletTotal(tick, 0, { amount: 0, checked: false })).toEqual({ amount: 0, checked: false });
  });

  it('stores only what exceeds the order, and nothing below it', () => {
    expect(ownPart(quantity, 12.5, { amount: 15, checked: false })).toEqual({ amount: 2.5, checked: false });
    expect(ownPart(quantity, 12.5, { amount: 12, checked: false })).toBeNull();
    expect(ownPart(tick, 1, { amount: 0, checked: true })).toEqual({ amount: 0, checked: false });
    expect(ownPart(tick, 1, { amount: 0, checked: false })).toBeNull();
    expect(ownPart(tick, 0, { amount: 0, checked: true })).toEqual({ amount: 0, checked: true });
  });

  it('refuses a save below the order, and counts an ordered mandatory item as booked', () => {
    const ordered = new Map([[1, 10], [2, 1]]);
    expect(bookletIssues(items, 0, [{ id: 1, amount: 8 }, { id: 2, checked: false }], ordered).errors).toEqual([
      { property: 'orderbook_1', message: 'orderbookBelowOrdered', params: { ordered: 10 } },
      { property: 'orderbook_2', message: 'orderbookOrderedTicked', params: { ordered: 1 } },
    ]);
    expect(bookletIssues(items, 0, [], ordered).errors).toEqual([]);
    expect(bookletIssues(items, 0, [], new Map()).errors).toEqual([{ property: 'orderbook_1', message: 'orderbookMandatory' }]);
  });

  it('prices ordered services as ordered: one line per item and price', () => {
    const itemText = (id: number) => ({ description: `Item ${id}`, unit: 'qm' });
    const lines = orderedServiceLines(
      [
        { itemId: 1, amount: 10, priceSingle: 1450, sum: 14500 },
        { itemId: 1, amount: 2, priceSingle: 1450, sum: 2900 },
        { itemId: 1, amount: 1, priceSingle: 1000, sum: 1000 },
      ],
      itemText,
    );
    expect(lines.map((l) => [l.description, l.amount, l.priceSingle, l.sum])).toEqual([
      ['Item 1', 12, 1450, 17400],
      ['Item 1', 1, 1000, 1000],
    ]);
  });
});

describe('bookedLines', () => {
  const items = [
    { id: 1, tab: 0, titleDe: 'Teppich', titleEn: 'Carpet', price: 1_000, unit: 'm2', itemType: 0, productType: 1 },
    { id: 2, tab: 2, titleDe: 'Verborgen', titleEn: 'Hidden', price: 5_000, unit: 'pcs', itemType: 0, productType: 1 },
    { id: 3, tab: 0, titleDe: 'Reinigung', titleEn: 'Cleaning', price: 2_500, unit: 'pcs', itemType: 2, productType: null },
  ];
  it('lists per item what orders hold, then what the booklet adds at the list price, in booklet order and the asked language', () => {
    const ordered = [{ itemId: 2, amount: 1, priceSingle: 4_000, sum: 4_000 }, { itemId: 1, amount: 2, priceSingle: 900, sum: 1_800 }];
    const entries = [
      { orderBookItemId: 3, amount: 0, checked: true },
      { orderBookItemId: 1, amount: 3, checked: false },
    ];
    const lines = bookedLines(items, entries, ordered, 'en');
    expect(lines.map((line) => [line.itemId, line.description, line.amount, line.priceSingle, line.sum])).toEqual([
      [1, 'Carpet', 2, 900, 1_800],
      [1, 'Carpet', 3, 1_000, 3_000],
      [2, 'Hidden', 1, 4_000, 4_000],
      [3, 'Cleaning', 1, 2_500, 2_500],
    ]);
  });
  it('counts no booklet entry of a hidden item: only staff order those', () => {
    expect(bookedLines(items, [{ orderBookItemId: 2, amount: 4, checked: false }], [], 'de')).toEqual([]);
  });
});
