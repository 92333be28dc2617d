import { STAND_LABEL_MAX, standKey, standLabel } from '../registration-desk.ts';
import type { DrawingEditResult } from './drawing-edit-result.ts';
import { type Box, boundingBox, signedRingAreaCm2 } from './geometry.ts';
import { type HallGeometry, MAX_COORDINATE_CM, MAX_RING_POINTS, type Ring } from './model.ts';
import { naturalCompareStandNumbers } from './stand-numbering.ts';

/**
 * The plan editor's drawing of stands: a new rectangle or polygon, a stand resized by its box. Like plan-edits.ts,
 * each takes a hall and gives a new one or says why it cannot; whether the result is a good plan is `checkPlan`'s.
 */

/**
 * A drawn shape's corners on whole centimetres, a corner repeated next to itself (or the first at the end) once:
 * 'tooSmall' when fewer than three are left or they enclose no area, 'outOfRange' when too many or one is off the plan.
 */
export function drawnRing(corners: readonly (readonly [number, number])[]): Ring | 'tooSmall' | 'outOfRange' {
  const ring: Ring = [];
  for (const [x, y] of corners) {
    const corner: [number, number] = [Math.round(x) + 0, Math.round(y) + 0];
    const last = ring.at(-1);
    if (!last || last[0] !== corner[0] || last[1] !== corner[1]) ring.push(corner);
  }
  // The outline closes itself: a last corner on the first one is the same corner.
  if (ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1]) ring.pop();
  if (ring.length < 3 || signedRingAreaCm2(ring) === 0) return 'tooSmall';
  if (ring.length > MAX_RING_POINTS || ring.some(([x, y]) => Math.abs(x) > MAX_COORDINATE_CM || Math.abs(y) > MAX_COORDINATE_CM)) return 'outOfRange';
  return ring;
}

/** The first of prefix + from, prefix + (from + 1) … (digits padded to `width`) that is free and not too long. */
function firstFree(keys: ReadonlySet<string>, prefix: string, from: number, width: number): string | null {
  for (let next = from; ; next++) {
    const candidate = `${prefix}${String(next).padStart(width, '0')}`;
    if (candidate.length > STAND_LABEL_MAX) return null;
    if (!keys.has(standKey(candidate))) return candidate;
  }
}

/**
 * The number for a new stand: the highest number of the plan in natural order that ends in digits, counted on
 * ('B12' → 'B13', 'A009' → 'A010'), the next free one if that is taken; '1', '2' … on a plan without such a
 * number or when the count outgrows the longest number.
 */
export function newStandNumber(taken: Iterable<string>): string {
  const numbers = [...taken];
  const keys = new Set(numbers.map(standKey));
  const counted = numbers.map((number) => /^(.*?)(\d+)$/.exec(standLabel(number))).filter((match) => match !== null);
  const highest = counted.sort((a, b) => naturalCompareStandNumbers(a[0], b[0])).at(-1);
  const after = highest && firstFree(keys, highest[1]!, Number(highest[2]!) + 1, highest[2]!.length);
  return after ?? firstFree(keys, '', 1, 1)!;
}

/**
 * Adds a stand drawn as a rectangle or polygon (corners rounded to whole centimetres), numbered `number` or, without
 * one, `newStandNumber`. Refused when it has fewer than three corners or no area, lies off the plan, or its number
 * is taken or too long.
 */
export function addStand(hall: HallGeometry, corners: readonly (readonly [number, number])[], number?: string): DrawingEditResult {
  const ring = drawnRing(corners);
  if (ring === 'tooSmall') return { ok: false, code: 'planShapeTooSmall' };
  if (ring === 'outOfRange') return { ok: false, code: 'planCoordinateOutOfRange' };
  const chosen = number === undefined ? newStandNumber(hall.stands.map((stand) => stand.number)) : standLabel(number);
  if (chosen.length > STAND_LABEL_MAX) return { ok: false, code: 'standNumberTooLong', number: chosen };
  if (chosen === '' || hall.stands.some((stand) => standKey(stand.number) === standKey(chosen))) return { ok: false, code: 'numberTaken', number: chosen };
  return { ok: true, hall: { ...hall, stands: [...hall.stands, { number: chosen, ring }] } };
}

/**
 * Gives a stand the box `to`: every corner keeps its place relative to the stand's bounding box, so a rectangle
 * becomes the box and a polygon is stretched with it; corners rounded to whole centimetres. Refused for a box
 * without width or height, one off the plan, and a stand not on it.
 */
export function resizeStand(hall: HallGeometry, number: string, to: Box): DrawingEditResult {
  const at = hall.stands.findIndex((stand) => standKey(stand.number) === standKey(number));
  if (at < 0) return { ok: false, code: 'planStandNotFound', number };
  const stand = hall.stands[at]!;
  const from = boundingBox(stand.ring);
  const [width, height] = [from.maxX - from.minX, from.maxY - from.minY];
  const scaled = stand.ring.map(([x, y]): [number, number] => [
    to.minX + ((x - from.minX) / width) * (to.maxX - to.minX),
    to.minY + ((y - from.minY) / height) * (to.maxY - to.minY),
  ]);
  if (!(to.maxX - to.minX >= 1 && to.maxY - to.minY >= 1)) return { ok: false, code: 'planShapeTooSmall' };
  const ring = drawnRing(scaled);
  if (ring === 'tooSmall') return { ok: false, code: 'planShapeTooSmall' };
  if (ring === 'outOfRange') return { ok: false, code: 'planCoordinateOutOfRange' };
  return { ok: true, hall: { ...hall, stands: hall.stands.map((other, i) => (i === at ? { ...other, ring } : other)) } };
}
