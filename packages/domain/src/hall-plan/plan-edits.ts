import type { MultiPolygon } from 'polygon-clipping';
import { standKey } from '../registration-desk.ts';
import { intersection, modelRing, polygonOf, union } from './clipping.ts';
import { boundingBox, boxRing, signedRingAreaCm2 } from './geometry.ts';
import { type HallGeometry, MAX_COORDINATE_CM, type PlanStand, type Ring } from './model.ts';
import type { PlanEditFailure, PlanEditResult } from './plan-edit-result.ts';
import { naturalCompareStandNumbers, nextFreeStandNumber } from './stand-numbering.ts';

/**
 * The plan editor's edits of stands: move, turn, split and merge (numbering is in stand-numbering.ts). Each takes
 * a hall and gives a new one, leaving the old as it was, or says why it cannot (`PlanEditResult`). Whether the
 * result is a good plan (no overlaps, aisles wide enough) is `checkPlan`'s to say: the editor shows it as it draws.
 */

/** A value on a grid of `gridCm` (whole centimetres where there is no grid). */
export function snapCm(value: number, gridCm: number): number {
  if (!(gridCm > 0)) return Math.round(value) + 0;
  return Math.round(value / gridCm) * gridCm + 0;
}

const notOnPlan = (number: string): PlanEditFailure => ({ ok: false, code: 'planStandNotFound', number });
const indexOf = (hall: HallGeometry, number: string) => hall.stands.findIndex((stand) => standKey(stand.number) === standKey(number));
const inRange = (ring: Ring) => ring.every(([x, y]) => Math.abs(x) <= MAX_COORDINATE_CM && Math.abs(y) <= MAX_COORDINATE_CM);
const withStands = (hall: HallGeometry, stands: PlanStand[]): PlanEditResult =>
  stands.every((stand) => inRange(stand.ring)) ? { ok: true, hall: { ...hall, stands } } : { ok: false, code: 'planCoordinateOutOfRange' };

/** The ring turned to run the same way as `like` (the editor keeps a stand's direction through its edits). */
const orientedLike = (ring: Ring, like: Ring): Ring => (Math.sign(signedRingAreaCm2(ring)) === Math.sign(signedRingAreaCm2(like)) ? ring : [...ring].reverse());

/** Moves the stands by dx, dy (rounded to whole centimetres). */
export function moveStands(hall: HallGeometry, numbers: readonly string[], dx: number, dy: number): PlanEditResult {
  const missing = numbers.find((number) => indexOf(hall, number) < 0);
  if (missing !== undefined) return notOnPlan(missing);
  const keys = new Set(numbers.map(standKey));
  const [x, y] = [Math.round(dx), Math.round(dy)];
  return withStands(hall, hall.stands.map((stand) => (keys.has(standKey(stand.number)) ? { ...stand, ring: stand.ring.map(([px, py]): [number, number] => [px + x, py + y]) } : stand)));
}

/**
 * Turns a stand a quarter clockwise (as the plan shows it) about the centre of its bounding box, corners rounded to
 * whole centimetres: a 3 × 4 m stand becomes 4 × 3 m in the same place.
 */
export function rotateStand90(hall: HallGeometry, number: string): PlanEditResult {
  const at = indexOf(hall, number);
  if (at < 0) return notOnPlan(number);
  const stand = hall.stands[at]!;
  const box = boundingBox(stand.ring);
  const [cx, cy] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  // With y pointing down, (x, y) → (-y, x) about the centre is clockwise on the plan.
  const ring = stand.ring.map(([x, y]): [number, number] => [Math.round(cx - (y - cy)) + 0, Math.round(cy + (x - cx)) + 0]);
  return withStands(hall, hall.stands.map((other, i) => (i === at ? { ...other, ring } : other)));
}

/** The one ring of a result, or null when it is several pieces, has a hole or nothing. */
function singleRing(shape: MultiPolygon): Ring | null {
  if (shape.length !== 1 || shape[0]!.length !== 1) return null;
  const ring = modelRing(shape[0]![0]!);
  return ring.length >= 3 && signedRingAreaCm2(ring) !== 0 ? ring : null;
}

/**
 * Splits a stand in two along a line across `axis` at `atCm` (by default the middle of its bounding box, to the
 * whole centimetre): 'x' cuts at x = atCm into a left and a right part, 'y' at y = atCm into a top and a bottom
 * part. The first part (left, top) keeps the number; the second gets the next free one derived from it ('B12' →
 * 'B12a', see `nextFreeStandNumber`). Refused when the line misses the stand or either side would be in pieces
 * (a U-shaped stand cut through both arms).
 */
export function splitStand(hall: HallGeometry, number: string, axis: 'x' | 'y', atCm?: number): PlanEditResult {
  const at = indexOf(hall, number);
  if (at < 0) return notOnPlan(number);
  const stand = hall.stands[at]!;
  const box = boundingBox(stand.ring);
  const [min, max] = axis === 'x' ? [box.minX, box.maxX] : [box.minY, box.maxY];
  const cut = Math.round(atCm ?? (min + max) / 2);
  if (cut <= min || cut >= max) return { ok: false, code: 'splitOutsideStand', number: stand.number };

  // Each half-plane as a rectangle reaching past the stand's box.
  const outer = { minX: box.minX - 1, minY: box.minY - 1, maxX: box.maxX + 1, maxY: box.maxY + 1 };
  const halves = axis === 'x' ? [{ ...outer, maxX: cut }, { ...outer, minX: cut }] : [{ ...outer, maxY: cut }, { ...outer, minY: cut }];
  const [first, second] = halves.map((half) => singleRing(intersection(polygonOf(stand.ring), polygonOf(boxRing(half)))));
  if (!first || !second) return { ok: false, code: 'splitNotInTwo', number: stand.number };

  const newNumber = nextFreeStandNumber(stand.number, hall.stands.map((other) => other.number));
  if (!newNumber) {
    // None free: the letters up to z are all taken, or a letter more makes the number too long.
    const first = nextFreeStandNumber(stand.number, []);
    return { ok: false, code: first ? 'numberTaken' : 'standNumberTooLong', number: first ?? `${stand.number}a` };
  }
  const parts = [{ ...stand, ring: orientedLike(first, stand.ring) }, { ...stand, number: newNumber, ring: orientedLike(second, stand.ring) }];
  return withStands(hall, hall.stands.flatMap((other, i) => (i === at ? parts : [other])));
}

/**
 * Merges stands into one: their union must be a single outline without a hole ('standsNotNeighbours' when they
 * only meet at a corner, lie apart or enclose something). The lowest number in natural order stays, in that stand's
 * place in the list; the others are gone.
 */
export function mergeStands(hall: HallGeometry, numbers: readonly string[]): PlanEditResult {
  const keys = [...new Set(numbers.map(standKey))];
  if (keys.length < 2) return { ok: false, code: 'mergeNeedsTwoStands' };
  const chosen = numbers.map((number) => indexOf(hall, number));
  const missing = numbers.find((_, k) => chosen[k]! < 0);
  if (missing !== undefined) return notOnPlan(missing);

  const indexes = [...new Set(chosen)];
  const [firstRing, ...rings] = indexes.map((i) => polygonOf(hall.stands[i]!.ring));
  const merged = singleRing(union(firstRing!, ...rings));
  if (!merged) return { ok: false, code: 'standsNotNeighbours' };
  const survivor = indexes.reduce((best, i) => (naturalCompareStandNumbers(hall.stands[i]!.number, hall.stands[best]!.number) < 0 ? i : best));
  const gone = new Set(indexes.filter((i) => i !== survivor));
  const stands = hall.stands.flatMap((stand, i) => (gone.has(i) ? [] : i === survivor ? [{ ...stand, ring: orientedLike(merged, stand.ring) }] : [stand]));
  return withStands(hall, stands);
}
