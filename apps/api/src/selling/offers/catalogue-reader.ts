import { chosenMedia, OfferType } from '@messeportal/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { offerConfiguration } from './offer-prices.ts';
import { findOfferByUuid } from './repo.ts';
import { isNotHidden } from '../../catalogue/reading/presenter.ts';

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

const NOTHING_OFFERED: CatalogueReader['offered'] = { media: new Set(), orderBookItems: new Set() };

/**
 * The reader of a catalogue call. `view: 'customer'` asks for the customer's catalogue whoever calls: staff
 * changing an offer the exhibitor made (type 1), which holds only what the exhibitor can choose.
 */
export async function catalogueReader(
  db: Db,
  request: FastifyRequest,
  eventId: number,
  query: { offer?: string; view?: 'customer' },
): Promise<CatalogueReader> {
  const offerUuid = query.offer;
  const isStaff = query.view !== 'customer' && (await request.caller())?.kind === 'staff';
  if (isStaff || !offerUuid) return { isStaff, offered: NOTHING_OFFERED };
  const offer = await findOfferByUuid(db, offerUuid);
  // An unknown uuid, an offer of another event or an exhibitor's own offer names nothing extra.
  if (offer?.eventId !== eventId || offer.offerType !== OfferType.staff) return { isStaff, offered: NOTHING_OFFERED };
  const { medias, orderBooks } = offerConfiguration(offer);
  return {
    isStaff,
    offered: {
      media: new Set(chosenMedia(medias).keys()),
      orderBookItems: new Set(orderBooks.filter((entry) => entry.amount > 0).map((entry) => entry.id)),
    },
  };
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

/** Whether the reader sees an order-book item: a hidden one (tab 2) only staff, or when the offer names it. */
export const showsOrderBookItem = (reader: CatalogueReader, item: { id: number; tab: number }): boolean =>
  reader.isStaff || isNotHidden(item) || reader.offered.orderBookItems.has(item.id);
