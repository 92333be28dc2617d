import { BookletTab } from './catalogue-media-rules.ts';

/**
 * Who reads an event's catalogue. Staff see all of it (SPEC §6). Anyone else sees the media offered in the
 * configurator and the order booklet without its hidden items (tab 2), and in addition the staff-only media
 * and hidden items that a staff offer (type 2) of the event, opened by its link, names: the customer's
 * summary then holds every line the order will charge. No deviating price is part of the catalogue.
 */
export interface CatalogueReader {
  isStaff: boolean;
  /** Media and order-book items named by the staff offer `?offer=` (amount above 0). */
  offered: { media: ReadonlySet<number>; orderBookItems: ReadonlySet<number> };
}

/** A reader who sees what every visitor sees: no staff, no offer naming extra items. */
export const isPlainReader = (reader: CatalogueReader): boolean =>
  !reader.isStaff && reader.offered.media.size === 0 && reader.offered.orderBookItems.size === 0;

/**
 * Whether the reader sees a medium: an active one, a staff-only one only staff or when the offer names it.
 * An inactive medium is offered to nobody, staff included: no order can contain it (decision).
 */
export const showsMedium = (reader: CatalogueReader, item: { id: number; isActive: boolean; isConfigurator: boolean }): boolean =>
  item.isActive && (reader.isStaff || item.isConfigurator || reader.offered.media.has(item.id));

/** Whether the reader sees an order-book item: a hidden one (BookletTab.hidden) only staff, or when the offer names it. */
export const showsOrderBookItem = (reader: CatalogueReader, item: { id: number; tab: number }): boolean =>
  reader.isStaff || item.tab !== BookletTab.hidden || reader.offered.orderBookItems.has(item.id);
