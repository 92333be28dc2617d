import type { Tx } from '../../platform/db/client.ts';
import { productGroups } from '../../platform/db/schema.ts';
import type { ImageIds } from './images.ts';
import type { MediaGroupIds } from './media.ts';
import { keyed } from './rows.ts';

/** What every fair's seed needs from the rows inserted before it. */
export interface FairContext {
  now: Date;
  images: ImageIds;
  mediaGroups: MediaGroupIds;
}

export interface SeededFair<ProductGroupKey extends string> {
  eventId: number;
  /** Stand config ids by stand type. */
  standConfigIds: Map<string, number>;
  productGroupIds: Record<ProductGroupKey, number>;
}

/** Inserts the fair's product groups from `{ key: [de, en] }`; returns their ids by key. */
export async function insertProductGroups<K extends string>(
  tx: Tx,
  eventId: number,
  groups: Record<K, readonly [string, string]>,
): Promise<Record<K, number>> {
  const keys = Object.keys(groups) as K[];
  const rows = await tx
    .insert(productGroups)
    .values(keys.map((key) => ({ eventId, nameDe: groups[key][0], nameEn: groups[key][1] })))
    .returning({ id: productGroups.id });
  return keyed(keys, rows);
}
