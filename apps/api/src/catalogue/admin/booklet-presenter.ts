import { BookletTab, type AdminBookletAnswer, type AdminBookletGroup, type AdminBookletItem } from '@messeportal/domain';
import { fileObject } from '../reading/presenter.ts';
import type { AdminBooklet, BookletGroupRow, BookletItemRow } from './booklet-repo.ts';

/** A booklet item as staff edit it: both languages, price in cents, its product part only for a product. */
export function presentAdminBookletItem(item: BookletItemRow): AdminBookletItem {
  return {
    id: item.id,
    eventId: item.eventId,
    groupId: item.groupId,
    itemType: item.itemType,
    titleDe: item.titleDe,
    titleEn: item.titleEn,
    descriptionDe: item.descriptionDe,
    descriptionEn: item.descriptionEn,
    price: item.price,
    unit: item.unit,
    priceCalculation: item.priceCalculation,
    isMandatory: item.isMandatory,
    isConfigurator: item.isConfigurator,
    tab: item.tab,
    isHidden: item.tab === BookletTab.hidden,
    billingNumber: item.billingNumber,
    product:
      item.productType === null
        ? null
        : {
            nameDe: item.productNameDe ?? '',
            nameEn: item.productNameEn ?? '',
            descriptionDe: item.productDescriptionDe ?? '',
            descriptionEn: item.productDescriptionEn ?? '',
            productType: item.productType,
          },
    imageFileId: item.imageFileId,
    image: fileObject(item.imageFileId),
    galleryFileIds: item.galleryFileIds,
    gallery: item.galleryFileIds.map((id) => fileObject(id)!),
    sort: item.sort,
  };
}

export const presentAdminBookletGroup = (group: BookletGroupRow, items: readonly BookletItemRow[]): AdminBookletGroup => ({
  id: group.id,
  eventId: group.eventId,
  titleDe: group.titleDe,
  titleEn: group.titleEn,
  groupType: group.groupType,
  sort: group.sort,
  items: items.filter((item) => item.groupId === group.id).map(presentAdminBookletItem),
});

/** The booklet: groups in order, each with its items in order (items come sorted: booklet-repo.ts). */
export const presentAdminBooklet = (booklet: AdminBooklet): AdminBookletAnswer => ({
  groups: booklet.groups.map((group) => presentAdminBookletGroup(group, booklet.items)),
});
