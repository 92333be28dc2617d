import { BookletItemType, BookletTab, centsToAmount, unitLabel, type FileUrls, type Lang, type MediaItem, type OrderBookAnswer } from '@messeportal/domain';
import type { MediaItemRow, OrderBook } from './repo.ts';

export const fileObject = (id: number | null): FileUrls | null => (id ? { url: `/pub/file/${id}`, thumbUrl: `/pub/file/${id}/thumb` } : null);

export { unitLabel };

/** A media item with the configurator fields and the portal fields of SPEC §3; prices in euros. */
export function presentMediaItem(item: MediaItemRow, amountAvailable: number, lang: Lang): MediaItem {
  const en = lang === 'en';
  const image = fileObject(item.imageFileId);
  return {
    id: item.id,
    mediagroupId: item.mediaGroupId,
    name: en ? item.nameEn : item.nameDe,
    description: en ? item.descriptionEn : item.descriptionDe,
    format: en ? item.formatEn : item.formatDe,
    price: centsToAmount(item.price),
    priceEarly: centsToAmount(item.priceEarly),
    amountAvailable,
    qtyAvail: amountAvailable,
    isActive: item.isActive,
    isConfigurator: item.isConfigurator,
    fileImageObj: image,
    image: image?.url ?? null,
  };
}

/** What exhibitors see of the order booklet by themselves: everything but the hidden items (tab 2), which only staff see. */
export const isNotHidden = (item: { tab: number }): boolean => item.tab !== BookletTab.hidden;

/** The order booklet as the configurator reads it: the items `shows` lets through, each with its group and productGlobal. */
export function presentOrderBook(
  book: OrderBook,
  lang: Lang,
  currency: string,
  shows: (item: OrderBook['items'][number]) => boolean = isNotHidden,
): OrderBookAnswer {
  const en = lang === 'en';
  const groups = new Map(book.groups.map((g) => [g.id, { id: g.id, title: en ? g.titleEn : g.titleDe, groupType: g.groupType }]));
  const orderBookItems = book.items
    .filter(shows)
    .map((item) => ({
      id: item.id,
      itemType: item.itemType,
      title: en ? item.titleEn : item.titleDe,
      description: en ? item.descriptionEn : item.descriptionDe,
      price: centsToAmount(item.price),
      currency,
      unit: item.unit,
      unitLabel: unitLabel(item.unit, lang),
      priceCalculation: item.priceCalculation,
      isMandatory: item.isMandatory,
      isConfigurator: item.isConfigurator,
      tab: item.tab,
      group: groups.get(item.groupId)!,
      productGlobal:
        item.itemType === BookletItemType.product
          ? {
              name: (en ? item.productNameEn : item.productNameDe) ?? '',
              description: (en ? item.productDescriptionEn : item.productDescriptionDe) ?? '',
              unit: unitLabel(item.unit, lang),
              productType: item.productType,
              fileImageObj: fileObject(item.imageFileId),
              filesGallerysObjs: item.galleryFileIds.map((id) => fileObject(id)!),
              imagesThumbUrls: [item.imageFileId, ...item.galleryFileIds].filter((id): id is number => !!id).map((id) => `/pub/file/${id}/thumb`),
            }
          : null,
    }));
  const used = new Set(orderBookItems.map((item) => item.group.id));
  return { orderBookItems, orderBookGroups: [...groups.values()].filter((g) => used.has(g.id)) };
}
