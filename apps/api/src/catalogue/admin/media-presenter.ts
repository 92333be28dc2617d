import type { AdminMediaGroup, AdminMedium } from '@messeportal/domain';
import { fileObject } from '../reading/presenter.ts';
import type { MediaGroupRow, MediaGroupWithCount, MediumRow } from './media-repo.ts';

export const presentAdminMediaGroup = (group: MediaGroupWithCount): AdminMediaGroup => ({
  id: group.id,
  nameDe: group.nameDe,
  nameEn: group.nameEn,
  sort: group.sort,
  mediaCount: group.mediaCount,
});

/** A medium with its group, prices in cents, and its stock beside what binding orders took of it. */
export function presentAdminMedium(item: MediumRow, group: Pick<MediaGroupRow, 'id' | 'nameDe' | 'nameEn'>): AdminMedium {
  return {
    id: item.id,
    eventId: item.eventId,
    mediaGroupId: item.mediaGroupId,
    mediaGroup: { id: group.id, nameDe: group.nameDe, nameEn: group.nameEn },
    nameDe: item.nameDe,
    nameEn: item.nameEn,
    descriptionDe: item.descriptionDe,
    descriptionEn: item.descriptionEn,
    formatDe: item.formatDe,
    formatEn: item.formatEn,
    price: item.price,
    priceEarly: item.priceEarly,
    stock: item.stock,
    sold: item.ordered,
    available: Math.max(0, item.stock - item.ordered),
    isActive: item.isActive,
    isConfigurator: item.isConfigurator,
    billingNumber: item.billingNumber,
    imageFileId: item.imageFileId,
    image: fileObject(item.imageFileId),
    sort: item.sort,
  };
}
