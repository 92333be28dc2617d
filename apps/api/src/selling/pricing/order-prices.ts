import {
  amountToCents,
  checkStandSize,
  chosenMedia,
  earlyBookingRuns,
  isConfiguratorOrderBookItem,
  mediaPriceLine,
  orderBookPriceLine,
  standPositions,
  type Configuration,
  type Lang,
  type PriceLine,
  type SpecialStandPrice,
} from '@messeportal/domain';
import type { OrderBook } from '../../catalogue/reading/repo.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';

type PricedMedia = { id: number; nameDe: string; nameEn: string; price: number; priceEarly: number; billingNumber?: string };
type PricedOrderBookItem = { id: number; titleDe: string; titleEn: string; price: number; unit: string; itemType: number; productType: number | null; billingNumber?: string };

/**
 * The media an order may contain: active ones offered in the configurator; an offer made by staff (type 2)
 * may contain every active medium (SPEC §6: staff see all media).
 */
export const orderableMedia = <T extends { isActive: boolean; isConfigurator: boolean }>(media: T[], staffMade: boolean): T[] =>
  media.filter((item) => item.isActive && (item.isConfigurator || staffMade));

/** The order-book items an order may contain: those the configurator offers; every product and the hidden ones (tab 2) for an offer made by staff. */
export const orderableOrderBookItems = (book: OrderBook, staffMade: boolean) => book.items.filter((item) => isConfiguratorOrderBookItem(item, staffMade));


/**
 * The positions of an order, or of a saved offer's total, priced from the server's own catalogue in `lang`:
 * the stand by its config's rules, media at the early-booking price while it runs, services by amount. A
 * deviating price counts only from an offer made by staff (`honourDeviatingPrices`), never from what a
 * customer sent. Items that `media` / `orderBookItems` do not hold, and a stand config the event does not
 * have or a size outside its range, give no position (an order has checked them with `orderIssues` before).
 * Each line carries its item's partial billing number, which the order keeps on its position. A stand of the hall
 * plan for which staff agreed a price (`specialStandPrice`) is one position at that price.
 */
export function orderPriceLines(
  entry: CatalogEvent,
  content: Configuration,
  media: PricedMedia[],
  orderBookItems: PricedOrderBookItem[],
  options: { lang: Lang; now: Date; honourDeviatingPrices: boolean; specialStandPrice?: SpecialStandPrice | null },
): PriceLine[] {
  const { lang, honourDeviatingPrices } = options;
  const en = lang === 'en';
  const deviating = (price: number | null | undefined) => (honourDeviatingPrices && typeof price === 'number' ? amountToCents(price) : null);
  const config = entry.standConfigs.find((c) => c.id === content.stand.standConfigId);
  const size = config ? checkStandSize(content.stand.qm, config) : undefined;
  const lines: PriceLine[] =
    config && size?.ok
      ? standPositions(config.priceRules, size.qm, lang, options.specialStandPrice).map((line) => ({ ...line, billingNumber: config.billingNumber }))
      : [];
  const early = earlyBookingRuns(entry.event.earlyBookerEndsAt, options.now);
  const prices = new Map(content.medias.map((m) => [m.id, m.price]));
  for (const [id, amount] of chosenMedia(content.medias)) {
    const item = media.find((m) => m.id === id);
    if (!item) continue;
    const line = mediaPriceLine({ ...item, name: en ? item.nameEn : item.nameDe }, amount, { earlyBookingRuns: early, deviatingPrice: deviating(prices.get(id)) });
    if (line) lines.push(line);
  }
  const items = new Map(orderBookItems.map((item) => [item.id, item]));
  for (const entryValue of content.orderBooks) {
    const item = items.get(entryValue.id);
    if (!item) continue;
    const line = orderBookPriceLine({ ...item, title: en ? item.titleEn : item.titleDe }, { amount: entryValue.amount }, deviating(entryValue.price));
    if (line) lines.push(line);
  }
  return lines;
}
