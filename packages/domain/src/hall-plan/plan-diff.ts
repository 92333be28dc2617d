import { standKey } from '../registration-desk.ts';
import { centroid, signedRingAreaCm2, squareMetres, withoutStraightCorners } from './geometry.ts';
import type { HallGeometry, PlanStand, Ring } from './model.ts';
import { standAreaCm2 } from './stand-geometry.ts';
import { naturalCompareStandNumbers } from './stand-numbering.ts';

/**
 * What a new plan (an import, an editor's save) changes against the one in force, for staff to confirm before it
 * replaces it: which stands come and go, which change shape or place, how many stay as they were.
 */

export interface ChangedStand {
  number: string;
  /** The area before and after, columns taken out (`standAreaCm2`), in m² with two decimals. */
  areaBeforeM2: number;
  areaAfterM2: number;
  /** Its centre of gravity moved. */
  moved: boolean;
  /** Its outline changed other than by moving: resized, reshaped or turned. */
  resized: boolean;
}

export interface PlanDiff {
  added: string[];
  removed: string[];
  changed: ChangedStand[];
  unchanged: number;
}

/**
 * A ring in one form for each outline: without straight-through corners, running clockwise on the plan and
 * starting at its top left corner (the least y, then x). A stand drawn from another corner, the other way round or
 * with a side in two strokes has the same form.
 */
export function normalisedRing(ring: Ring): Ring {
  const corners = withoutStraightCorners(ring);
  const clockwise = signedRingAreaCm2(corners) < 0 ? [...corners].reverse() : corners;
  let start = 0;
  clockwise.forEach(([x, y], i) => {
    const [sx, sy] = clockwise[start]!;
    if (y < sy || (y === sy && x < sx)) start = i;
  });
  return [...clockwise.slice(start), ...clockwise.slice(0, start)];
}

const sameRing = (a: Ring, b: Ring, dx = 0, dy = 0) => a.length === b.length && a.every(([x, y], i) => x + dx === b[i]![0] && y + dy === b[i]![1]);

/** Groups stands by standKey, keeping the plan's order within a group. */
function byKey(stands: readonly PlanStand[]): Map<string, PlanStand[]> {
  const groups = new Map<string, PlanStand[]>();
  for (const stand of stands) groups.set(standKey(stand.number), [...(groups.get(standKey(stand.number)) ?? []), stand]);
  return groups;
}

/**
 * The difference between the plan in force (`current`, null when there is none yet) and `next`: stands matched by
 * `standKey` ('b 012' in one and 'B12' in the other are one stand), a number two stands share matched in the
 * order they are listed. A stand is changed when its normalised outline (`normalisedRing`) differs; moved when
 * its centre moved, resized when its outline differs beyond that move. Lists in the natural order of numbers.
 */
export function diffPlans(current: HallGeometry | null, next: HallGeometry): PlanDiff {
  const before = byKey(current?.stands ?? []);
  const after = byKey(next.stands);
  const diff: PlanDiff = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const [key, stands] of after) {
    const old = before.get(key) ?? [];
    for (const [i, stand] of stands.entries()) {
      const was = old[i];
      if (!was) {
        diff.added.push(stand.number);
        continue;
      }
      const [a, b] = [normalisedRing(was.ring), normalisedRing(stand.ring)];
      if (sameRing(a, b)) {
        diff.unchanged++;
        continue;
      }
      const [[ax, ay], [bx, by]] = [centroid(a), centroid(b)];
      diff.changed.push({
        number: stand.number,
        areaBeforeM2: squareMetres(standAreaCm2(was, current!)),
        areaAfterM2: squareMetres(standAreaCm2(stand, next)),
        moved: Math.hypot(bx - ax, by - ay) >= 0.5,
        resized: !sameRing(a, b, b[0]![0] - a[0]![0], b[0]![1] - a[0]![1]),
      });
    }
    diff.removed.push(...old.slice(stands.length).map((stand) => stand.number));
  }
  for (const [key, stands] of before) if (!after.has(key)) diff.removed.push(...stands.map((stand) => stand.number));
  diff.added.sort(naturalCompareStandNumbers);
  diff.removed.sort(naturalCompareStandNumbers);
  diff.changed.sort((x, y) => naturalCompareStandNumbers(x.number, y.number));
  return diff;
}
