import {
  amountToCents,
  checkStandSize,
  chosenMedia,
  earlyBookingRuns,
  mediaPriceLine,
  orderBookPriceLine,
  standPriceLines,
  type Configuration,
  type Lang,
  type PriceLine,
} from '@messeportal/domain';
import type { CatalogEvent } from '../events/repo.ts';

/**
 * The positions of an order, priced from the server's own catalogue in the order's language: the stand by
 * its config's rules, media at the early-booking price while it runs, services by amount. A deviating price
 * counts only from an offer made by staff (`honourDeviatingPrices`), never from what a customer sent.
 * Call it after `orderIssues` found nothing: the stand config and the media exist.
 */
export function orderPriceLines(
  entry: CatalogEvent,
  content: Configuration,
  media: { id: number; nameDe: string; nameEn: string; price: number; priceEarly: number }[],
  orderBookItems: { id: number; titleDe: string; titleEn: string; price: number; unit: string; itemType: number; productType: number | null }[],
  options: { lang: Lang; now: Date; honourDeviatingPrices: boolean },
): PriceLine[] {
  const { lang, honourDeviatingPrices } = options;
  const en = lang === 'en';
  const deviating = (price: number | null | undefined) => (honourDeviatingPrices && typeof price === 'number' ? amountToCents(price) : null);
  const config = entry.standConfigs.find((c) => c.id === content.stand.standConfigId)!;
  const size = checkStandSize(content.stand.qm, config);
  const lines: PriceLine[] = size.ok ? standPriceLines(config.priceRules, size.qm, lang) : [];
  const early = earlyBookingRuns(entry.event.earlyBookerEndsAt, options.now);
  const prices = new Map(content.medias.map((m) => [m.id, m.price]));
  for (const [id, amount] of chosenMedia(content.medias)) {
    const item = media.find((m) => m.id === id)!;
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

