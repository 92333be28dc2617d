import { STAND_LABEL_MAX, standKey, standLabel } from '../registration-desk.ts';
import { centroid } from './geometry.ts';
import type { HallGeometry } from './model.ts';
import type { PlanEditResult } from './plan-edit-result.ts';

/**
 * Stand numbers on a plan: their natural order, the next free number for a stand split off another, and numbering
 * a selection of stands anew along the plan.
 */

const chunksOf = (number: string): string[] => standKey(number).match(/\d+|\D+/g) ?? [];

/**
 * Stand numbers in the order a visitor reads them: letters as text, runs of digits as numbers ('B2' < 'B10' <
 * 'C1'), compared by `standKey` (so 'b 012' sorts as 'B12'); numbers with one key are ordered as written.
 */
export function naturalCompareStandNumbers(a: string, b: string): number {
  const left = chunksOf(a);
  const right = chunksOf(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [x, y] = [left[i]!, right[i]!];
    if (x === y) continue;
    // standKey dropped leading zeros, so the longer run of digits is the larger number.
    if (/^\d/.test(x) && /^\d/.test(y) && x.length !== y.length) return x.length - y.length;
    return x < y ? -1 : 1;
  }
  if (left.length !== right.length) return left.length - right.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The number for a stand split off `number`: the number with a letter added ('B12' → 'B12a', then 'B12b' … if
 * taken); a number ending in such a letter gets the next one ('B12a' → 'B12b'). Null when a–z are all taken or
 * the number would grow too long.
 */
export function nextFreeStandNumber(number: string, taken: Iterable<string>): string | null {
  const keys = new Set([...taken].map(standKey));
  const suffixed = /^(.*\d)([a-y])$/.exec(number);
  const [stem, from] = suffixed ? [suffixed[1]!, suffixed[2]!.charCodeAt(0) + 1] : [number, 'a'.charCodeAt(0)];
  for (let letter = from; letter <= 'z'.charCodeAt(0); letter++) {
    const candidate = `${stem}${String.fromCharCode(letter)}`;
    if (candidate.length > STAND_LABEL_MAX) return null;
    if (!keys.has(standKey(candidate))) return candidate;
  }
  return null;
}

export const RENUMBER_DIRECTIONS = ['leftToRight', 'rightToLeft', 'topToBottom', 'bottomToTop'] as const;
export type RenumberDirection = (typeof RENUMBER_DIRECTIONS)[number];

export interface RenumberOptions {
  /** Put before each number, e.g. 'B' for B1, B2 … */
  prefix: string;
  start: number;
  step: number;
  direction: RenumberDirection;
}

/** How centroids are ordered for each direction: the first key, ties broken by the second (whole cm, so that rounding noise ties). */
const ORDER: Record<RenumberDirection, (point: readonly [number, number]) => [number, number]> = {
  leftToRight: ([x, y]) => [x, y],
  rightToLeft: ([x, y]) => [-x, y],
  topToBottom: ([x, y]) => [y, x],
  bottomToTop: ([x, y]) => [-y, x],
};

/**
 * Numbers the chosen stands anew, `prefix` + start, start + step …, in the order of their centres along
 * `direction` (left to right: by x, where equal by y; top to bottom: by y, then x; the other two mirrored). Refused
 * when a new number is one (by `standKey`) of a stand not chosen ('numberTaken'), when a stand is not on the plan,
 * when start or step is not a whole number (step at least 1) or a number grows too long.
 */
export function renumberStands(hall: HallGeometry, numbers: readonly string[], options: RenumberOptions): PlanEditResult {
  const { prefix, start, step, direction } = options;
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(step) || step < 1) return { ok: false, code: 'renumberInvalid' };
  const chosen = new Set(numbers.map(standKey));
  const positions = new Map<number, [number, number]>();
  hall.stands.forEach((stand, i) => {
    if (chosen.has(standKey(stand.number))) {
      const [x, y] = ORDER[direction](centroid(stand.ring));
      positions.set(i, [Math.round(x), Math.round(y)]);
    }
  });
  const found = new Set(hall.stands.filter((_, i) => positions.has(i)).map((stand) => standKey(stand.number)));
  const missing = numbers.find((number) => !found.has(standKey(number)));
  if (missing !== undefined) return { ok: false, code: 'planStandNotFound', number: missing };

  const order = [...positions.keys()].sort((a, b) => positions.get(a)![0] - positions.get(b)![0] || positions.get(a)![1] - positions.get(b)![1] || a - b);
  const renamed = new Map(order.map((i, rank) => [i, standLabel(`${prefix}${start + rank * step}`)]));
  const others = new Set(hall.stands.filter((_, i) => !renamed.has(i)).map((stand) => standKey(stand.number)));
  for (const number of renamed.values()) {
    if (number.length > STAND_LABEL_MAX) return { ok: false, code: 'standNumberTooLong', number };
    if (others.has(standKey(number))) return { ok: false, code: 'numberTaken', number };
  }
  return { ok: true, hall: { ...hall, stands: hall.stands.map((stand, i) => ({ ...stand, number: renamed.get(i) ?? stand.number })) } };
}
