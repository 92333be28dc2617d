import { describe, expect, it } from 'vitest';
import { bookletIssues, isBooked, type BookletItem } from './order-book-rules.ts';

const items: BookletItem[] = [
  { id: 1, tab: 0, itemType: 0, productType: 1, isMandatory: true },
  { id: 2, tab: 0, itemType: 2, isMandatory: false },
  { id: 3, tab: 0, itemType: 3, isMandatory: false },
  { id: 4, tab: 3, itemType: 5, isMandatory: true },
  { id: 5, tab: 1, itemType: 4, isMandatory: false },
];

describe('bookletIssues', () => {
  it('accepts a complete tab', () => {
    expect(bookletIssues(items, 0, [{ id: 1, amount: 48 }, { id: 2, checked: true }])).toEqual({ errors: [], warnings: [] });
  });

  it('names a mandatory service left out, and values that do not fit the tab', () => {
    expect(bookletIssues(items, 0, [{ id: 1, amount: 0 }, { id: 3, amount: 1 }, { id: 5, amount: 2 }, { id: 2, amount: 1.234 }]).errors).toEqual([
      { property: 'orderbook_3', message: 'invalidValue' },
      { property: 'orderbook_5', message: 'invalidValue' },
      { property: 'orderbook_1', message: 'orderbookMandatory' },
    ]);
    expect(bookletIssues(items, 0, [{ id: 1, amount: -1 }]).errors[0]).toEqual({ property: 'orderbook_1', message: 'invalidValue' });
  });

  it('takes whole numbers where the unit counts, and two decimals where it measures', () => {
    const units: BookletItem[] = [
      { id: 6, tab: 0, itemType: 0, productType: 1, isMandatory: false, unit: 'piece' },
      { id: 7, tab: 0, itemType: 0, productType: 1, isMandatory: false, unit: 'qm' },
    ];
    expect(bookletIssues(units, 0, [{ id: 6, amount: 2.5 }, { id: 7, amount: 2.5 }]).errors).toEqual([{ property: 'orderbook_6', message: 'amountWholeUnits' }]);
    expect(bookletIssues(units, 0, [{ id: 6, amount: 3 }, { id: 7, amount: 12.25 }]).errors).toEqual([]);
  });

  it('books an item charged by stand m² for at least the stand area', () => {
    const carpet: BookletItem[] = [{ id: 8, tab: 0, itemType: 0, productType: 1, isMandatory: false, unit: 'qm', priceCalculation: 'qm' }];
    expect(bookletIssues(carpet, 0, [{ id: 8, amount: 0.01 }], new Map(), 12).errors).toEqual([
      { property: 'orderbook_8', message: 'amountBelowStandArea', params: { qm: 12 } },
    ]);
    expect(bookletIssues(carpet, 0, [{ id: 8, amount: 12 }], new Map(), 12).errors).toEqual([]);
    expect(bookletIssues(carpet, 0, [{ id: 8, amount: 0 }], new Map(), 12).errors).toEqual([]);
  });

  it('asks for a tick where a mandatory service is a checkbox', () => {
    const withTick: BookletItem[] = [...items, { id: 6, tab: 0, itemType: 2, isMandatory: true }];
    expect(bookletIssues(withTick, 0, [{ id: 1, amount: 12 }, { id: 6, checked: false }]).errors).toEqual([
      { property: 'orderbook_6', message: 'orderbookMandatoryTick' },
    ]);
  });

  it('only warns about a consent left unticked', () => {
    expect(bookletIssues(items, 3, [{ id: 4, checked: false }])).toEqual({
      errors: [],
      warnings: [{ property: 'orderbook_4', message: 'consentMissing' }],
    });
    expect(bookletIssues(items, 3, [{ id: 4, checked: true }]).warnings).toEqual([]);
  });

  it('counts a tick or an amount as booked', () => {
    expect(isBooked(items[1]!, { id: 2, amount: 1 })).toBe(true);
    expect(isBooked(items[1]!, { id: 2, checked: false, amount: 1 })).toBe(false);
    expect(isBooked(items[0]!, { id: 1, amount: 0.5 })).toBe(true);
    expect(isBooked(items[2]!, { id: 3, amount: 5 })).toBe(false);
  });
});
