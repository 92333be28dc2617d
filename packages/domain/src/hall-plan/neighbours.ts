import { boundingBox, expandBox, withoutStraightCorners } from './geometry.ts';
import type { PlanStand } from './model.ts';
import { gridIndex } from './spatial-index.ts';
import { borderedLengthCm, edgesOf, SIDE_TOLERANCE_CM } from './stand-geometry.ts';

/** Two stands sharing less of a side than this (a corner, a sliver where lines drawn by hand cross) are no neighbours. */
export const MIN_SHARED_SIDE_CM = 50;

/** Two stands that are neighbours, by number, the first earlier in the plan; how long a stretch of side they share. */
export interface NeighbourPair {
  stand: string;
  neighbour: string;
  sharedCm: number;
}

/**
 * How long a stretch of `stand`'s sides `other` runs along, within the tolerance that closes a stand's side: the
 * same measure `standSides` uses for walls and stands beside a side, taken for this one other stand.
 */
export function sharedSideCm(stand: PlanStand, other: PlanStand, toleranceCm = SIDE_TOLERANCE_CM): number {
  const theirs = edgesOf(other.ring);
  return edgesOf(withoutStraightCorners(stand.ring)).reduce((sum, [from, to]) => sum + borderedLengthCm(from, to, theirs, toleranceCm), 0);
}

/**
 * The pairs of neighbouring stands of a hall: stands that share at least MIN_SHARED_SIDE_CM of a side, within
 * SIDE_TOLERANCE_CM (back to back, side by side). Stands facing each other across an aisle, or meeting only at a
 * corner, are not neighbours: the aisle parts them, as it opens their sides. Each pair once, in the plan's order.
 * A grid index finds the stands near each one, so a hall of 2,000 stands takes milliseconds, not all pairs.
 */
export function neighbourPairs(stands: readonly PlanStand[], toleranceCm = SIDE_TOLERANCE_CM): NeighbourPair[] {
  const boxes = stands.map((stand) => expandBox(boundingBox(stand.ring), toleranceCm));
  const index = gridIndex(boxes);
  const pairs: NeighbourPair[] = [];
  stands.forEach((stand, i) => {
    for (const j of index.near(boxes[i]!).sort((a, b) => a - b)) {
      if (j <= i) continue;
      const sharedCm = sharedSideCm(stand, stands[j]!, toleranceCm);
      if (sharedCm >= MIN_SHARED_SIDE_CM) pairs.push({ stand: stand.number, neighbour: stands[j]!.number, sharedCm });
    }
  });
  return pairs;
}
