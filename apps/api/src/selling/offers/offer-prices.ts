import { chosenMedia, configurationSchema, honoursDeviatingPrices, sumLines, type Configuration, type Lang, type PriceLine } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../platform/http/app-error.ts';
import { listMediaItems, type MediaItemRow, type OrderBook } from '../../catalogue/reading/repo.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { orderableMedia, orderableOrderBookItems, orderPriceLines } from '../pricing/order-prices.ts';
import { assertWithinNetTotalLimit } from '../pricing/net-total-limit.ts';
import { planStand, specialPriceOf, type EventPlans } from '../../halls/event-plan/routes.ts';

export interface PricedOffer {
  /** 2: made by staff, so its deviating prices, every active medium and the hidden items count. */
  offerType: number;
  data: Configuration;
}

/** What an event's offers are priced from: its catalogue entry, order booklet and media. */
export interface OfferPricing {
  entry: CatalogEvent;
  book: OrderBook;
  media: MediaItemRow[];
  /** The event's hall plans, for the prices staff agreed for stands on them. */
  plans: EventPlans;
}

/** The configuration an offer stored (saved through the configuration schema, so it parses). */
export const offerConfiguration = (offer: { data: unknown }): Configuration => configurationSchema.parse(offer.data);

/**
 * Loads what an event's offers are priced from, or undefined for an unknown event. Call it before a
 * transaction: it reads through the shared caches and connection (PGlite has one, held by a transaction).
 */
export async function loadOfferPricing(app: FastifyInstance, eventId: number): Promise<OfferPricing | undefined> {
  const entry = await app.eventCatalog.find(eventId);
  if (!entry) return undefined;
  const [book, media, plans] = await Promise.all([app.orderBooks.get(eventId), listMediaItems(app.db, eventId), app.eventPlans.get(eventId)]);
  return { entry, book, media, plans };
}

/**
 * The positions of an offer as a binding order of it would be priced now: the same function, the same
 * catalogue filters and the same deviating-price rule as the order (see orderPriceLines). Items the event
 * does not offer give no position.
 */
export function offerPriceLines(pricing: OfferPricing, offer: PricedOffer, lang: Lang, now = new Date()): PriceLine[] {
  const staffMade = honoursDeviatingPrices(offer);
  const media = orderableMedia(pricing.media, staffMade);
  const items = orderableOrderBookItems(pricing.book, staffMade);
  const { plan } = offer.data.stand;
  const sold = plan && planStand(pricing.plans.halls, plan.hallId, plan.stand);
  const specialStandPrice = sold ? specialPriceOf(sold.hall, plan.stand) : null;
  return orderPriceLines(pricing.entry, offer.data, media, items, { lang, now, honourDeviatingPrices: staffMade, specialStandPrice });
}

/**
 * The chosen media and services an offer of its type cannot hold, as field errors: on an offer the customer
 * made (type 1), staff-only media and hidden items, which its order would not charge. None on a staff offer.
 */
export function itemsOutsideOfferCatalogue(pricing: OfferPricing, offer: PricedOffer): FieldError[] {
  if (honoursDeviatingPrices(offer)) return [];
  const media = new Set(orderableMedia(pricing.media, false).map((item) => item.id));
  const items = new Set(orderableOrderBookItems(pricing.book, false).map((item) => item.id));
  const code = 'customerOfferStaffItem' as const;
  return [
    ...[...chosenMedia(offer.data.medias).keys()].filter((id) => !media.has(id)).map((id) => ({ property: `media_${id}`, code })),
    ...offer.data.orderBooks.filter((entry) => entry.amount > 0 && !items.has(entry.id)).map((entry) => ({ property: `orderbook_${entry.id}`, code })),
  ];
}

/** The net total in cents an offer stores at every save, so the back office can sort by it. */
/** The net total an offer is saved with; refused past the business limit (limits.ts), so it always fits. */
export function offerNetTotal(pricing: OfferPricing, offer: PricedOffer): number {
  const lines = offerPriceLines(pricing, offer, 'de');
  assertWithinNetTotalLimit(lines);
  return sumLines(lines);
}
