import { chosenMedia, type Configuration, type Lang, type OrderCatalogue, type OrderIssue } from '@messeportal/domain';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { holdCatalogueRows } from '../../catalogue/reading/held-rows.ts';
import type { OrderBook } from '../../catalogue/reading/repo.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError, type FieldError } from '../../platform/http/app-error.ts';
import { orderableMedia, orderableOrderBookItems } from '../pricing/order-prices.ts';
import { findMediaItems } from './repo.ts';

/** The rows of `all` that `offered` leaves out, by id, each with its name in `lang`. */
function namesOutside<T extends { id: number }>(all: readonly T[], offered: readonly { id: number }[], name: (row: T) => string) {
  const ids = new Set(offered.map((row) => row.id));
  return new Map(all.filter((row) => !ids.has(row.id)).map((row) => [row.id, name(row)]));
}

/**
 * What an order of a configuration may contain, as orderIssues, additionIssues and pricedIssues check it: the
 * chosen media it may hold (see orderableMedia) with what is left of each, the booklet items it may hold (see
 * orderableOrderBookItems), and the names in `lang` of the chosen items it may not, for the refusal. Read in
 * the transaction that takes the stock, so what is left is current.
 */
export async function findOrderCatalogue(
  tx: Db | Tx,
  entry: CatalogEvent,
  book: OrderBook,
  configuration: Pick<Configuration, 'medias'>,
  options: { staffMade: boolean; lang: Lang },
) {
  const { staffMade, lang } = options;
  const chosen = await findMediaItems(tx, entry.event.id, [...chosenMedia(configuration.medias).keys()]);
  const media = orderableMedia(chosen, staffMade);
  const orderBookItems = orderableOrderBookItems(book, staffMade);
  const catalogue: OrderCatalogue = {
    standConfigs: entry.standConfigs,
    productGroupIds: entry.productgroupsIds,
    media: new Map(media.map((item) => [item.id, { available: item.stock - item.ordered }])),
    orderBookItems: new Map(orderBookItems.map((item) => [item.id, item])),
    namesNotOffered: {
      media: namesOutside(chosen, media, (row) => (lang === 'en' ? row.nameEn : row.nameDe)),
      orderBook: namesOutside(book.items, orderBookItems, (item) => (lang === 'en' ? item.titleEn : item.titleDe)),
    },
  };
  return { catalogue, media, orderBookItems };
}

/**
 * The catalogue of an order (see findOrderCatalogue) without the rows it names that were deleted since it was
 * read, those named held until the order commits (holdCatalogueRows): checked with it, the order refuses a
 * deleted stand type, booklet item or product group as it would one after the other, and no deletion can leave
 * its positions, registration or brands naming a row that is gone.
 */
export async function heldOrderCatalogue(tx: Tx, content: Configuration, catalogue: OrderCatalogue): Promise<OrderCatalogue> {
  const gone = await holdCatalogueRows(tx, {
    standConfigs: content.stand.standConfigId ? [content.stand.standConfigId] : [],
    bookletItems: content.orderBooks.filter((entry) => entry.amount > 0).map((entry) => entry.id),
    productGroups: content.brands.flatMap((brand) => brand.productgroupsIds),
  });
  return {
    ...catalogue,
    standConfigs: catalogue.standConfigs.filter((config) => !gone.standConfigs.has(config.id)),
    productGroupIds: catalogue.productGroupIds.filter((id) => !gone.productGroups.has(id)),
    orderBookItems: new Map([...catalogue.orderBookItems].filter(([id]) => !gone.bookletItems.has(id))),
  };
}

/** The broken rules of an order as field errors of its answer. */
export const issueFields = (issues: readonly OrderIssue[]): FieldError[] =>
  issues.map((issue) => ({ property: issue.property, code: issue.message, params: issue.params }));

/** Refuses an order that breaks rules with one 400 naming each by its field; the transaction rolls back. */
export function refuseBrokenRules(fields: readonly FieldError[]): void {
  if (fields.length > 0) throw new AppError(400, 'badRequest', { fields: [...fields] });
}
