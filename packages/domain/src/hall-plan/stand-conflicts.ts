import type { NeighbourPair } from './neighbours.ts';

/**
 * What the desk flags on a plan (issue 31): placements that staff should look at again. One kind so far, the same
 * product group on neighbouring stands (competitors side by side); placement wishes not met will join as a kind of
 * their own once the wishes are stored.
 */
export const STAND_CONFLICT_KINDS = ['productGroup'] as const;
export type StandConflictKind = (typeof STAND_CONFLICT_KINDS)[number];

/** Two neighbouring stands whose exhibitors share product groups (their ids, ascending). */
export interface ProductGroupConflict {
  kind: 'productGroup';
  stand: string;
  neighbour: string;
  productGroupIds: number[];
}

export type StandConflict = ProductGroupConflict;

/**
 * The neighbouring stands (`neighbourPairs`) whose exhibitors share a product group, each pair once. `groupsOf`
 * names the product groups of the exhibitor booked on a stand, by the stand's number; a stand without one has none.
 */
export function productGroupConflicts(pairs: readonly NeighbourPair[], groupsOf: ReadonlyMap<string, readonly number[]>): ProductGroupConflict[] {
  const conflicts: ProductGroupConflict[] = [];
  for (const { stand, neighbour } of pairs) {
    const theirs = new Set(groupsOf.get(neighbour) ?? []);
    const shared = [...new Set(groupsOf.get(stand) ?? [])].filter((group) => theirs.has(group)).sort((a, b) => a - b);
    if (shared.length > 0) conflicts.push({ kind: 'productGroup', stand, neighbour, productGroupIds: shared });
  }
  return conflicts;
}

/** A stand's conflicts seen from it: each with the other stand of the pair, whichever side of it the stand was. */
export function conflictsByStand(conflicts: readonly StandConflict[]): Map<string, { conflict: StandConflict; other: string }[]> {
  const byStand = new Map<string, { conflict: StandConflict; other: string }[]>();
  const add = (stand: string, entry: { conflict: StandConflict; other: string }) => byStand.set(stand, [...(byStand.get(stand) ?? []), entry]);
  for (const conflict of conflicts) {
    add(conflict.stand, { conflict, other: conflict.neighbour });
    add(conflict.neighbour, { conflict, other: conflict.stand });
  }
  return byStand;
}
