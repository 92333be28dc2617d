import type { OfferPricing } from '../../selling/offers/offer-prices.ts';
import type { EventItems } from './carry-to-event.ts';

/** The stand configs, media, order-book items and product groups of an event, for carrying a copy there. */
export const eventItemsOf = ({ entry, book, media }: OfferPricing): EventItems => ({
  eventId: entry.event.id,
  standConfigs: entry.standConfigs,
  media,
  orderBookItems: book.items.map((item) => ({ id: item.id, nameDe: item.titleDe, nameEn: item.titleEn, itemType: item.itemType })),
  productGroupIds: entry.productgroupsIds,
});
