import type { Point, Ring } from '@messeportal/domain';

/*
 * The little plane geometry the import needs to tell shapes apart, on rings already in whole centimetres. The
 * domain's own geometry (checkPlan, polygon-clipping) judges the finished plan; this stays private to the import.
 */

/** A point in a drawing's own units, before it is scaled and rounded to centimetres. */
export type XY = [number, number];

/** A length rounded to whole centimetres, never −0 (which JSON writes as 0, but Object.is tells apart). */
export const centimetres = (value: number) => Math.round(value) + 0;

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(points: readonly (readonly [number, number])[]): Bounds {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * The ring of rounded corners: a corner repeating the one before it and a closing corner equal to the first are
 * dropped (rings close implicitly). Null when fewer than three corners remain or all lie on one line: a line, not
 * a shape. (A bow tie's area adds up to nothing too, but it is a shape, and one that crosses itself.)
 */
export function cleanRing(points: readonly Point[]): Ring | null {
  const ring: Ring = [];
  for (const point of points) {
    const last = ring.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push([point[0], point[1]]);
  }
  while (ring.length > 1 && samePoint(ring[0]!, ring.at(-1)!)) ring.pop();
  return ring.length >= 3 && !onOneLine(ring) ? ring : null;
}

const onOneLine = (ring: readonly Point[]) => ring.every((point) => cross(ring[0]!, ring[1]!, point) === 0);

export const samePoint = (a: readonly [number, number], b: readonly [number, number]) => a[0] === b[0] && a[1] === b[1];

/** The area in square centimetres, whichever way the ring runs. */
export function ringArea(ring: readonly Point[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += (ring[j]![0] + ring[i]![0]) * (ring[j]![1] - ring[i]![1]);
  return Math.abs(twice) / 2;
}

/** Whether the point lies inside the ring or on its edge (even-odd rule, so a self-crossing ring still answers). */
export function pointInRing(point: readonly [number, number], ring: readonly Point[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (onSegment(point, ring[j]!, ring[i]!)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether every corner of `inner` lies in `outer` (enough for the drawings an import meets: rectangles in a hall). */
export const ringWithin = (inner: readonly Point[], outer: readonly Point[]) => inner.every((point) => pointInRing(point, outer));

export const inBounds = (point: readonly [number, number], bounds: Bounds) =>
  point[0] >= bounds.minX && point[0] <= bounds.maxX && point[1] >= bounds.minY && point[1] <= bounds.maxY;

/** Where a problem about the ring is shown: the middle of its bounding box. */
export function markerOf(ring: readonly Point[]): Point {
  const bounds = boundsOf(ring);
  return [Math.round((bounds.minX + bounds.maxX) / 2), Math.round((bounds.minY + bounds.maxY) / 2)];
}

/**
 * The first place where the ring's edges cross or touch other than at the corner two neighbouring edges share,
 * or where an edge turns back onto the one before it; null for a simple ring. Quadratic in the corners, which
 * is fine for stands and outlines of at most MAX_RING_POINTS corners; coordinates are integers below 10⁷, so
 * every cross product is exact.
 */
export function selfIntersection(ring: readonly Point[]): Point | null {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    const next = ring[(i + 2) % n]!;
    // Neighbours share b; they intersect beyond it only when the second runs back along the first.
    if (cross(a, b, next) === 0 && dot(a, b, next) > 0) return [b[0], b[1]];
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const c = ring[j]!;
      const d = ring[(j + 1) % n]!;
      const meet = segmentsMeet(a, b, c, d);
      if (meet) return meet;
    }
  }
  return null;
}

/** cross((b − a), (c − a)): positive when c lies left of a→b, zero when on its line. */
const cross = (a: Point, b: Point, c: readonly [number, number]) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
/** (a − b)·(c − b): positive when c lies on a's side of b (the path turns back). */
const dot = (a: Point, b: Point, c: Point) => (a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1]);

function onSegment(p: readonly [number, number], a: Point, b: Point): boolean {
  return cross(a, b, p) === 0 && p[0] >= Math.min(a[0], b[0]) && p[0] <= Math.max(a[0], b[0]) && p[1] >= Math.min(a[1], b[1]) && p[1] <= Math.max(a[1], b[1]);
}

/** A point the two segments share (rounded to the centimetre), or null when they do not meet. */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): Point | null {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    const t = d1 / (d1 - d2);
    return [Math.round(a[0] + t * (b[0] - a[0])), Math.round(a[1] + t * (b[1] - a[1]))];
  }
  for (const [point, segment] of [
    [a, [c, d]],
    [b, [c, d]],
    [c, [a, b]],
    [d, [a, b]],
  ] as const) {
    if (onSegment(point, segment[0], segment[1])) return [point[0], point[1]];
  }
  return null;
}
