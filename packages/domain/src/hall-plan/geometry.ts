import type { Point, Ring } from './model.ts';

/**
 * Plane geometry of a hall plan's rings: areas, boxes, centroids, containment, simplicity and distances. Rings are
 * the model's (integer centimetres, closed implicitly); the measures (area, centroid, containment, distance) also take
 * a ring that repeats its first corner at the end, as polygon-clipping returns them, and fractional coordinates.
 * With integer corners the orientation tests below are exact: a product of two coordinates stays below 2^53.
 */

/** A ring's corners, read only: the model's rings and polygon-clipping's both fit. */
export type Corners = readonly (readonly [number, number])[];

/** An axis-parallel box in centimetres. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Which side of the line a→b the point p lies on: > 0 and < 0 for the two sides, 0 on the line. */
const orientation = (ax: number, ay: number, bx: number, by: number, px: number, py: number): number =>
  (bx - ax) * (py - ay) - (by - ay) * (px - ax);

/** Whether p, known to lie on the line a→b, lies on the segment between them. */
const withinSegment = (ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean =>
  Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);

/** The shoelace area with its sign: positive when the ring runs clockwise on the plan (y points down). */
export function signedRingAreaCm2(ring: Corners): number {
  let twice = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % n]!;
    twice += x1 * y2 - x2 * y1;
  }
  return twice / 2;
}

/** The area a ring encloses, in cm², whichever way it runs. */
export const ringAreaCm2 = (ring: Corners): number => Math.abs(signedRingAreaCm2(ring));

export function boundingBox(ring: Corners): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** Whether two boxes share an area, not only an edge or a corner. */
export const boxesOverlap = (a: Box, b: Box): boolean => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/** Whether two boxes have at least a point in common. */
export const boxesTouch = (a: Box, b: Box): boolean => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** The shortest distance between two boxes; 0 when they touch or overlap. A lower bound of their rings' distance. */
export function boxDistanceCm(a: Box, b: Box): number {
  const dx = Math.max(0, a.minX - b.maxX, b.minX - a.maxX);
  const dy = Math.max(0, a.minY - b.maxY, b.minY - a.maxY);
  return Math.hypot(dx, dy);
}

export const expandBox = (box: Box, byCm: number): Box => ({
  minX: box.minX - byCm,
  minY: box.minY - byCm,
  maxX: box.maxX + byCm,
  maxY: box.maxY + byCm,
});

/** A box as a ring, clockwise on the plan. */
export const boxRing = ({ minX, minY, maxX, maxY }: Box): Ring => [[minX, minY], [maxX, minY], [maxX, maxY], [minX, maxY]];

/**
 * A ring without the corners where it runs straight on (three corners on one line, the middle one between the
 * others) and without a corner repeated next to itself: a wall drawn in two strokes is one side. A spike (an edge
 * turning straight back) stays, for `isSimpleRing` to refuse.
 */
export function withoutStraightCorners(ring: Ring): Ring {
  let corners = ring.filter((p, i) => {
    const next = ring[(i + 1) % ring.length]!;
    return ring.length < 2 || p[0] !== next[0] || p[1] !== next[1];
  });
  for (let changed = true; changed && corners.length > 3; ) {
    changed = false;
    const kept: Ring = [];
    corners.forEach((corner, i) => {
      const before = kept.at(-1) ?? corners.at(i - 1)!;
      const after = corners[(i + 1) % corners.length]!;
      const straight =
        orientation(before[0], before[1], corner[0], corner[1], after[0], after[1]) === 0 &&
        (corner[0] - before[0]) * (after[0] - corner[0]) + (corner[1] - before[1]) * (after[1] - corner[1]) > 0;
      if (straight) changed = true;
      else kept.push(corner);
    });
    corners = kept;
  }
  return corners;
}

/** The centre of gravity of the area a ring encloses; the mean of its corners when it encloses none. */
export function centroid(ring: Corners): Point {
  // Relative to the first corner, so that large coordinates lose no precision in the products.
  const [ox, oy] = ring[0] ?? [0, 0];
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const x1 = ring[i]![0] - ox;
    const y1 = ring[i]![1] - oy;
    const x2 = ring[(i + 1) % n]![0] - ox;
    const y2 = ring[(i + 1) % n]![1] - oy;
    const cross = x1 * y2 - x2 * y1;
    twiceArea += cross;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  if (twiceArea === 0) {
    const n = Math.max(ring.length, 1);
    return [ring.reduce((sum, [x]) => sum + x, 0) / n, ring.reduce((sum, [, y]) => sum + y, 0) / n];
  }
  return [ox + cx / (3 * twiceArea), oy + cy / (3 * twiceArea)];
}

/** Whether a point lies inside a ring; a point on its edge counts as inside (a stand's corner is on the stand). */
export function pointInRing(point: readonly [number, number], ring: Corners): boolean {
  const [px, py] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (orientation(xj, yj, xi, yi, px, py) === 0 && withinSegment(xj, yj, xi, yi, px, py)) return true;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether the segments a1–a2 and b1–b2 share at least one point (touching counts). */
export function segmentsIntersect(a1: readonly [number, number], a2: readonly [number, number], b1: readonly [number, number], b2: readonly [number, number]): boolean {
  const d1 = orientation(b1[0], b1[1], b2[0], b2[1], a1[0], a1[1]);
  const d2 = orientation(b1[0], b1[1], b2[0], b2[1], a2[0], a2[1]);
  const d3 = orientation(a1[0], a1[1], a2[0], a2[1], b1[0], b1[1]);
  const d4 = orientation(a1[0], a1[1], a2[0], a2[1], b2[0], b2[1]);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && withinSegment(b1[0], b1[1], b2[0], b2[1], a1[0], a1[1])) ||
    (d2 === 0 && withinSegment(b1[0], b1[1], b2[0], b2[1], a2[0], a2[1])) ||
    (d3 === 0 && withinSegment(a1[0], a1[1], a2[0], a2[1], b1[0], b1[1])) ||
    (d4 === 0 && withinSegment(a1[0], a1[1], a2[0], a2[1], b2[0], b2[1]))
  );
}

/**
 * Where a ring is not a simple polygon, or null when it is one: a corner repeated next to itself, all corners on
 * one line, an edge turning straight back on the one before (a spike), or two edges that cross or touch. Every pair
 * of edges is compared, which is quick for a stand's 4 to 12 corners and a few milliseconds for 2,000.
 */
export function selfIntersectionAt(ring: Corners): Point | null {
  const n = ring.length;
  if (n < 3) return ring[0] ? [ring[0][0], ring[0][1]] : [0, 0];
  for (let i = 0; i < n; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % n]!;
    if (x1 === x2 && y1 === y2) return [x1, y1];
  }
  for (let i = 0; i < n; i++) {
    const a1 = ring[i]!;
    const a2 = ring[(i + 1) % n]!;
    // Neighbouring edges share a corner; they only go wrong by folding back along one line.
    const next = ring[(i + 2) % n]!;
    if (orientation(a1[0], a1[1], a2[0], a2[1], next[0], next[1]) === 0 && (a2[0] - a1[0]) * (next[0] - a2[0]) + (a2[1] - a1[1]) * (next[1] - a2[1]) < 0) {
      return [a2[0], a2[1]];
    }
    const aMinX = Math.min(a1[0], a2[0]);
    const aMaxX = Math.max(a1[0], a2[0]);
    const aMinY = Math.min(a1[1], a2[1]);
    const aMaxY = Math.max(a1[1], a2[1]);
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const b1 = ring[j]!;
      const b2 = ring[(j + 1) % n]!;
      if (Math.max(b1[0], b2[0]) < aMinX || Math.min(b1[0], b2[0]) > aMaxX || Math.max(b1[1], b2[1]) < aMinY || Math.min(b1[1], b2[1]) > aMaxY) continue;
      if (segmentsIntersect(a1, a2, b1, b2)) return segmentClosestPoints(a1, a2, b1, b2).onA;
    }
  }
  // A guard: without a crossing or a fold a ring encloses an area, but one that does not is no outline.
  return signedRingAreaCm2(ring) === 0 ? [ring[0]![0], ring[0]![1]] : null;
}

/** Whether a ring is a simple polygon: no self-intersection, no repeated corner, not flat (see `selfIntersectionAt`). */
export const isSimpleRing = (ring: Corners): boolean => selfIntersectionAt(ring) === null;

/** The two nearest points of two segments or rings and their distance. */
export interface ClosestPoints {
  distanceCm: number;
  onA: Point;
  onB: Point;
}

function nearestOnSegment(p: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): Point {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return [a[0] + t * dx, a[1] + t * dy];
}

/** The nearest points of the segments a1–a2 and b1–b2; where they cross, the crossing, at distance 0. */
export function segmentClosestPoints(a1: readonly [number, number], a2: readonly [number, number], b1: readonly [number, number], b2: readonly [number, number]): ClosestPoints {
  if (segmentsIntersect(a1, a2, b1, b2)) {
    const rx = a2[0] - a1[0];
    const ry = a2[1] - a1[1];
    const sx = b2[0] - b1[0];
    const sy = b2[1] - b1[1];
    const denominator = rx * sy - ry * sx;
    if (denominator !== 0) {
      const t = ((b1[0] - a1[0]) * sy - (b1[1] - a1[1]) * sx) / denominator;
      const at: Point = [a1[0] + t * rx, a1[1] + t * ry];
      return { distanceCm: 0, onA: at, onB: at };
    }
    // Parallel segments that overlap: a corner of one lies on the other.
    const corner =
      [b1, b2].find((p) => withinSegment(a1[0], a1[1], a2[0], a2[1], p[0], p[1])) ??
      [a1, a2].find((p) => withinSegment(b1[0], b1[1], b2[0], b2[1], p[0], p[1]))!;
    return { distanceCm: 0, onA: [corner[0], corner[1]], onB: [corner[0], corner[1]] };
  }
  const candidates: [Point, Point][] = [
    [[a1[0], a1[1]], nearestOnSegment(a1, b1, b2)],
    [[a2[0], a2[1]], nearestOnSegment(a2, b1, b2)],
    [nearestOnSegment(b1, a1, a2), [b1[0], b1[1]]],
    [nearestOnSegment(b2, a1, a2), [b2[0], b2[1]]],
  ];
  let best: ClosestPoints = { distanceCm: Infinity, onA: candidates[0]![0], onB: candidates[0]![1] };
  for (const [onA, onB] of candidates) {
    const distanceCm = Math.hypot(onA[0] - onB[0], onA[1] - onB[1]);
    if (distanceCm < best.distanceCm) best = { distanceCm, onA, onB };
  }
  return best;
}

/** The shortest distance between the segments a1–a2 and b1–b2, in centimetres; 0 when they touch or cross. */
export const segmentDistanceCm = (a1: readonly [number, number], a2: readonly [number, number], b1: readonly [number, number], b2: readonly [number, number]): number =>
  segmentClosestPoints(a1, a2, b1, b2).distanceCm;

/** The nearest points of two rings; distance 0 when they touch, cross or one lies inside the other. */
export function ringClosestPoints(a: Corners, b: Corners): ClosestPoints {
  let best: ClosestPoints = { distanceCm: Infinity, onA: [0, 0], onB: [0, 0] };
  for (let i = 0; i < a.length && best.distanceCm > 0; i++) {
    const a1 = a[i]!;
    const a2 = a[(i + 1) % a.length]!;
    for (let j = 0; j < b.length; j++) {
      const b1 = b[j]!;
      const b2 = b[(j + 1) % b.length]!;
      // Skip pairs whose boxes are already farther apart than the best pair found.
      const gapX = Math.max(0, Math.min(b1[0], b2[0]) - Math.max(a1[0], a2[0]), Math.min(a1[0], a2[0]) - Math.max(b1[0], b2[0]));
      const gapY = Math.max(0, Math.min(b1[1], b2[1]) - Math.max(a1[1], a2[1]), Math.min(a1[1], a2[1]) - Math.max(b1[1], b2[1]));
      if (gapX >= best.distanceCm || gapY >= best.distanceCm) continue;
      const pair = segmentClosestPoints(a1, a2, b1, b2);
      if (pair.distanceCm < best.distanceCm) best = pair;
      if (best.distanceCm === 0) break;
    }
  }
  if (best.distanceCm > 0 && a[0] && b[0]) {
    if (pointInRing(a[0], b)) return { distanceCm: 0, onA: [a[0][0], a[0][1]], onB: [a[0][0], a[0][1]] };
    if (pointInRing(b[0], a)) return { distanceCm: 0, onA: [b[0][0], b[0][1]], onB: [b[0][0], b[0][1]] };
  }
  return best;
}

/** The shortest distance between two rings in centimetres: 0 when they touch or overlap. */
export const ringDistanceCm = (a: Corners, b: Corners): number => ringClosestPoints(a, b).distanceCm;

/** cm² as m² with two decimals (1 m² = 10,000 cm²). */
export const squareMetres = (cm2: number): number => Math.round(cm2 / 100) / 100;

/** Centimetres as metres with two decimals. */
export const metres = (cm: number): number => Math.round(cm) / 100;
