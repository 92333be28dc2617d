/** The catalogue page's tabs, in their order; the address keeps the open one as `?tab=`. */
export const CATALOGUE_TABS = ['event', 'stands', 'productGroups', 'media', 'booklet'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

/** The tab an address names; the event's own form for none or an unknown one. */
export const tabOf = (value: string | null): CatalogueTab => (CATALOGUE_TABS.includes(value as CatalogueTab) ? (value as CatalogueTab) : 'event');
