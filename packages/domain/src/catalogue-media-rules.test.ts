import { describe, expect, it } from 'vitest';
import {
  BOOKLET_GROUP_TYPES,
  BOOKLET_ITEM_TYPES,
  BookletGroupType,
  bookletItemIssues,
  BookletItemType,
  describeUses,
  isUsed,
  mediumIssues,
  PRODUCT_TYPES,
  ProductType,
  reorderedIds,
  stockIssue,
  type BookletItemFields,
} from './catalogue-media-rules.ts';
import { groupTypes, ids, itemTypes, productTypes } from './enums.ts';
import { issueMessage } from './issue-message.ts';
import { bookletItemInputSchema, bookletOrderInputSchema, mediumInputSchema } from './schemas/catalogue-media-admin.ts';

const product: BookletItemFields = {
  itemType: 0,
  price: 1450,
  unit: 'qm',
  priceCalculation: 'qm',
  isMandatory: true,
  product: { productType: 1 },
  imageFileId: 7,
  galleryFileIds: [8, 9],
};

describe('named numbers of the booklet', () => {
  it('names every id of the labelled lists, and only those', () => {
    expect(BOOKLET_ITEM_TYPES).toEqual(ids(itemTypes));
    expect(BookletItemType).toMatchObject({ product: 0, group: 3, confirm: 5 });
    expect(Object.values(BookletGroupType)).toEqual([...BOOKLET_GROUP_TYPES]);
    expect(Object.values(BookletGroupType)).toEqual(ids(groupTypes));
    expect(Object.values(ProductType)).toEqual([...PRODUCT_TYPES]);
    expect(Object.values(ProductType)).toEqual(ids(productTypes));
  });
});

describe('media rules', () => {
  it('keeps an early-booking price at or below the regular one', () => {
    expect(mediumIssues({ price: 1000, priceEarly: 900 })).toEqual([]);
    expect(mediumIssues({ price: 1000, priceEarly: 0 })).toEqual([]);
    expect(mediumIssues({ price: 1000, priceEarly: 1001 })).toEqual([{ property: 'priceEarly', message: 'mediaEarlyAbovePrice' }]);
  });

  it('never lets the stock fall below what is sold, and says how many are', () => {
    expect(stockIssue(5, 5)).toBeUndefined();
    expect(stockIssue(4, 5)).toEqual({ property: 'stock', message: 'mediaStockBelowSold', params: { sold: 5 } });
  });

  it('answers a negative price and stock per field through the schema', () => {
    const result = mediumInputSchema.safeParse({ mediaGroupId: 1, nameDe: ' ', nameEn: 'Logo', price: -1, stock: -2, priceEarly: 10.5 });
    const errors = result.error!.issues.map((issue) => [issue.path.join('.'), issueMessage(issue as never, 'en')]);
    expect(errors).toEqual([
      ['nameDe', 'This field must be filled in.'],
      ['price', 'The value must be at least 0.'],
      ['priceEarly', 'This value has the wrong format.'],
      ['stock', 'The value must be at least 0.'],
    ]);
  });
});

describe('booklet item rules', () => {
  it('accepts a product charged by stand m² with its images', () => {
    expect(bookletItemIssues(product)).toEqual([]);
  });

  it('asks a product for its input kind and keeps product parts and images to products', () => {
    expect(bookletItemIssues({ ...product, product: null, price: 0, priceCalculation: 'quantity' })).toEqual([
      { property: 'product', message: 'bookletProductRequired' },
    ]);
    const text = { ...product, itemType: 1, price: 0, isMandatory: false, priceCalculation: 'quantity' };
    expect(bookletItemIssues(text).map((issue) => issue.property)).toEqual(['product', 'imageFileId', 'galleryFileIds']);
  });

  it('refuses a price or a mandatory flag where nothing is ordered or filled in', () => {
    const group = { ...product, itemType: 3, product: null, imageFileId: null, galleryFileIds: [], priceCalculation: 'quantity' };
    expect(bookletItemIssues(group)).toEqual([
      { property: 'price', message: 'bookletPriceNothingOrdered' },
      { property: 'isMandatory', message: 'bookletMandatoryNothingToFill' },
    ]);
    // A mandatory confirmation is what the consents are; a checkbox with a price is a booked option.
    expect(bookletItemIssues({ ...group, itemType: 5, price: 0 })).toEqual([]);
    expect(bookletItemIssues({ ...group, itemType: 2, price: 500 })).toEqual([]);
  });

  it('charges by stand m² only a quantity in m²', () => {
    const checkbox = { ...product, product: { productType: 2 } };
    expect(bookletItemIssues(checkbox)).toEqual([{ property: 'priceCalculation', message: 'bookletQmNeedsAmount' }]);
    expect(bookletItemIssues({ ...product, unit: 'piece' })).toEqual([{ property: 'unit', message: 'bookletQmNeedsQmUnit' }]);
    expect(bookletItemIssues({ ...product, itemType: 4, product: null, imageFileId: null, galleryFileIds: [] })).toEqual([]);
  });

  it('names a gallery image given twice', () => {
    expect(bookletItemIssues({ ...product, galleryFileIds: [8, 9, 8] })).toEqual([{ property: 'galleryFileIds.2', message: 'bookletOrderDuplicate' }]);
  });

  it('refuses an item type outside the list through the schema', () => {
    const result = bookletItemInputSchema.safeParse({ groupId: 1, itemType: 9, titleDe: 'x', titleEn: 'x' });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issueMessage(issue as never, 'de')])).toEqual([
      ['itemType', 'Dieser Wert ist nicht zulässig.'],
    ]);
  });
});

describe('booklet order', () => {
  it('puts the given ids first and keeps the others after them in their order', () => {
    expect(reorderedIds([1, 2, 3, 4], [3, 1])).toEqual([3, 1, 2, 4]);
    expect(reorderedIds([1, 2], [])).toEqual([1, 2]);
  });

  it('refuses an id given twice', () => {
    const result = bookletOrderInputSchema.safeParse({ groups: [1, 2, 1], items: [] });
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['groups.2']);
  });
});

describe('uses of a medium or item', () => {
  it('names orders by number, counts offers and booklets, in the reader’s language', () => {
    const uses = { orders: ['AB-2027-00001', 'AB-2027-00002'], offers: 3, booklets: 0 };
    expect(isUsed(uses)).toBe(true);
    expect(describeUses(uses, 'de')).toBe('Aufträge: AB-2027-00001, AB-2027-00002; Angebote: 3');
    expect(describeUses({ orders: [], offers: 0, booklets: 2 }, 'en')).toBe('exhibitors’ order booklets: 2');
    expect(isUsed({ orders: [], offers: 0, booklets: 0 })).toBe(false);
  });

  it('names at most five orders', () => {
    const orders = Array.from({ length: 8 }, (_, i) => `AB-${i}`);
    expect(describeUses({ orders, offers: 0, booklets: 0 }, 'en')).toBe('orders: AB-0, AB-1, AB-2, AB-3, AB-4 … +3');
  });
});
