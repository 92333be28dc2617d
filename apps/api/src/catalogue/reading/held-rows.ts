import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { orderBookItems, productGroups, standConfigs } from '../../platform/db/schema.ts';

/** The catalogue rows a write refers to, by id. */
export interface NamedRows {
  standConfigs?: readonly number[];
  bookletItems?: readonly number[];
  productGroups?: readonly number[];
}

/** Of each kind, the ids named that no longer exist. */
export type GoneRows = Record<keyof NamedRows, ReadonlySet<number>>;

const tables = { standConfigs, bookletItems: orderBookItems, productGroups } as const;

async function heldGone(tx: Tx, kind: keyof NamedRows, named: readonly number[] = []): Promise<ReadonlySet<number>> {
  const ids = [...new Set(named)].sort((a, b) => a - b);
  if (ids.length === 0) return new Set();
  const table = tables[kind];
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids)).orderBy(asc(table.id)).for('key share');
  const found = new Set(rows.map((row) => row.id));
  return new Set(ids.filter((id) => !found.has(id)));
}

/**
 * Holds the catalogue rows a write names until its transaction ends (FOR KEY SHARE, in id order, as the stock
 * of media is held by the UPDATE that takes it) and answers those that no longer exist. A deletion locks its row
 * FOR UPDATE before it looks for uses: held first, the deletion waits and then finds the write's reference (409,
 * in use); deleted first, the row is missing here and the write refuses it as it would one after the other.
 */
export async function holdCatalogueRows(tx: Tx, named: NamedRows): Promise<GoneRows> {
  return {
    standConfigs: await heldGone(tx, 'standConfigs', named.standConfigs),
    bookletItems: await heldGone(tx, 'bookletItems', named.bookletItems),
    productGroups: await heldGone(tx, 'productGroups', named.productGroups),
  };
}

