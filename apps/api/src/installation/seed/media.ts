import type { Tx } from '../../platform/db/client.ts';
import { mediaGroups, mediaItems } from '../../platform/db/schema.ts';
import type { ImageIds, ImageKey } from './images.ts';
import { keyed } from './rows.ts';

const groups = [
  { key: 'print', nameDe: 'Print', nameEn: 'Print' },
  { key: 'online', nameDe: 'Online', nameEn: 'Online' },
] as const;

export type MediaGroupKey = (typeof groups)[number]['key'];
export type MediaGroupIds = Record<MediaGroupKey, number>;

export interface MediaItemSeed {
  group: MediaGroupKey;
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  formatDe: string;
  formatEn: string;
  stock: number;
  price: number;
  priceEarly?: number;
  isActive?: boolean;
  isConfigurator?: boolean;
  image: ImageKey;
}

/** Media groups are global, so both fairs share these two rows. */
export async function insertMediaGroups(tx: Tx): Promise<MediaGroupIds> {
  const rows = await tx
    .insert(mediaGroups)
    .values(groups.map(({ nameDe, nameEn }, i) => ({ nameDe, nameEn, sort: (i + 1) * 10 })))
    .returning({ id: mediaGroups.id });
  return keyed(
    groups.map((group) => group.key),
    rows,
  );
}

export async function insertMediaItems(
  tx: Tx,
  eventId: number,
  items: readonly MediaItemSeed[],
  ids: { mediaGroups: MediaGroupIds; images: ImageIds },
): Promise<void> {
  await tx.insert(mediaItems).values(
    items.map(({ group, image, ...item }, i) => ({
      ...item,
      eventId,
      mediaGroupId: ids.mediaGroups[group],
      imageFileId: ids.images[image],
      sort: (i + 1) * 10,
    })),
  );
}
