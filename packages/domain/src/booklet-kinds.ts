/** The order booklet's numbered kinds, named: item types, tabs and group types (SPEC §2, §3). */

/** Item types of the order booklet (SPEC §3; `itemTypes` in enums.ts holds their labels). */
export const BookletItemType = { product: 0, text: 1, checkbox: 2, group: 3, numberInput: 4, confirm: 5 } as const;
export const BOOKLET_ITEM_TYPES = Object.values(BookletItemType);

/** Tabs of the booklet: 2 holds the hidden items, which only staff see and book. */
export const BookletTab = { products: 0, information: 1, hidden: 2, confirmations: 3 } as const;
export const BOOKLET_TABS = Object.values(BookletTab);

/** Group types of the booklet (SPEC §2; `groupTypes` in enums.ts holds their labels): expandable ones start collapsed. */
export const BookletGroupType = { neutral: 1, boxed: 2, expandable: 3 } as const;
/** 1 neutral, 2 boxed, 3 expandable (collapsed at start). */
export const BOOKLET_GROUP_TYPES = [1, 2, 3] as const;

/**
 * How much of an item's description shows before a 'more info' expander (SPEC §9: over 150 characters): a
 * product's is cut there; any other item's — an option or a consent to tick, a text — is read whole before it is
 * ticked, so it is never cut.
 */
export function descriptionLimit(itemType: number): number {
  return itemType === BookletItemType.product ? 150 : Number.POSITIVE_INFINITY;
}
