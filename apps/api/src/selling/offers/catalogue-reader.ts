import { chosenMedia, OfferType, type CatalogueReader } from '@messeportal/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { offerConfiguration } from './offer-prices.ts';
import { findOfferByUuid } from './repo.ts';

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
