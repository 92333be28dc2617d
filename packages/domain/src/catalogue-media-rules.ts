/**
 * Rules of the organiser's media and order booklet catalogue (issue 15 point 4): what a medium or a booklet
 * item may hold, whatever stores it. The back office's forms and the API check the same rules.
 */
import type { Lang } from './lang.ts';
import { translate, type MessageCode } from './messages/index.ts';
import { bookletInput } from './order-book-rules.ts';
import { BookletItemType } from './booklet-kinds.ts';

export * from './booklet-kinds.ts';

/** Product types of a booklet product (`productTypes` in enums.ts holds their labels). */
export const ProductType = { quantity: 1, checkbox: 2 } as const;
/** 1 quantity field, 2 yes/no checkbox. */
export const PRODUCT_TYPES = [1, 2] as const;

/** The highest catalogue price of one unit, in cents (1 million euros, as a deviating price: limits.ts). */
export const MAX_CATALOGUE_PRICE_CENTS = 100_000_000;
/** The most pieces of a medium on offer. */
export const MAX_MEDIA_STOCK = 100_000;
/** Gallery images of one product. */
export const MAX_GALLERY_IMAGES = 20;

export interface MediaCatalogueIssue {
  property: string;
  message: MessageCode;
  params?: Record<string, number>;
}

/** A medium's prices: an early-booking price (0 = none) is a discount, never above the regular price. */
export function mediumIssues(medium: { price: number; priceEarly: number }): MediaCatalogueIssue[] {
  return medium.priceEarly > medium.price ? [{ property: 'priceEarly', message: 'mediaEarlyAbovePrice' }] : [];
}

/** Stock below what binding orders took would sell pieces twice. */
export function stockIssue(stock: number, sold: number): MediaCatalogueIssue | undefined {
  return stock < sold ? { property: 'stock', message: 'mediaStockBelowSold', params: { sold } } : undefined;
}

export interface BookletItemFields {
  itemType: number;
  price: number;
  unit: string;
  priceCalculation: string;
  isMandatory: boolean;
  product: { productType: number } | null;
  imageFileId: number | null;
  galleryFileIds: readonly number[];
}

/**
 * What does not fit together in a booklet item: a product without its product part (or another type with
 * one), images outside a product, a price on an item that orders nothing, a text or group made mandatory,
 * a charge by stand m² on an item that takes no quantity in m², the same gallery image twice.
 */
export function bookletItemIssues(item: BookletItemFields): MediaCatalogueIssue[] {
  const issues: MediaCatalogueIssue[] = [];
  const isProduct = item.itemType === BookletItemType.product;
  if (isProduct && !item.product) issues.push({ property: 'product', message: 'bookletProductRequired' });
  if (!isProduct) {
    if (item.product) issues.push({ property: 'product', message: 'bookletOnlyForProducts' });
    if (item.imageFileId !== null) issues.push({ property: 'imageFileId', message: 'bookletOnlyForProducts' });
    if (item.galleryFileIds.length > 0) issues.push({ property: 'galleryFileIds', message: 'bookletOnlyForProducts' });
  }
  const input = bookletInput({ itemType: item.itemType, productType: item.product?.productType ?? null });
  if (item.price > 0 && !input) issues.push({ property: 'price', message: 'bookletPriceNothingOrdered' });
  const nothingToFill = item.itemType === BookletItemType.text || item.itemType === BookletItemType.group;
  if (item.isMandatory && nothingToFill) issues.push({ property: 'isMandatory', message: 'bookletMandatoryNothingToFill' });
  if (item.priceCalculation === 'qm') {
    if (input !== 'amount') issues.push({ property: 'priceCalculation', message: 'bookletQmNeedsAmount' });
    else if (item.unit !== 'qm') issues.push({ property: 'unit', message: 'bookletQmNeedsQmUnit' });
  }
  item.galleryFileIds.forEach((id, i) => {
    if (item.galleryFileIds.indexOf(id) !== i) issues.push({ property: `galleryFileIds.${i}`, message: 'bookletOrderDuplicate' });
  });
  return issues;
}

/** Ids named twice in a reorder list, on their second place (`groups.3`). */
export function duplicateIdIssues(list: 'groups' | 'items', ids: readonly number[]): MediaCatalogueIssue[] {
  return ids.flatMap((id, i) => (ids.indexOf(id) !== i ? [{ property: `${list}.${i}`, message: 'bookletOrderDuplicate' as const }] : []));
}

/**
 * The order after a reorder: the ids given, in their order, then those not given in their order so far (a row
 * added meanwhile by a colleague keeps its place at the end instead of failing the reorder).
 */
export function reorderedIds(current: readonly number[], given: readonly number[]): number[] {
  const named = new Set(given);
  return [...given, ...current.filter((id) => !named.has(id))];
}

/** What still refers to a medium or booklet item: binding orders (by their document numbers), offers, exhibitors' booklets. */
export interface CatalogueUses {
  orders: readonly string[];
  offers: number;
  booklets: number;
}

export const isUsed = (uses: CatalogueUses): boolean => uses.orders.length > 0 || uses.offers > 0 || uses.booklets > 0;

/** The orders shown by number; more are counted ("… +3"). */
const NAMED_ORDERS = 5;

/** The uses in words, for the refusal to delete: 'orders: AB-2027-00001; offers: 2'. */
export function describeUses(uses: CatalogueUses, lang: Lang): string {
  const extra = uses.orders.length - NAMED_ORDERS;
  const numbers = uses.orders.slice(0, NAMED_ORDERS).join(', ') + (extra > 0 ? ` … +${extra}` : '');
  return [
    uses.orders.length > 0 && translate('usesOrders', lang, { numbers }),
    uses.offers > 0 && translate('usesOffers', lang, { count: uses.offers }),
    uses.booklets > 0 && translate('usesBooklets', lang, { count: uses.booklets }),
  ]
    .filter((part): part is string => typeof part === 'string')
    .join('; ');
}
