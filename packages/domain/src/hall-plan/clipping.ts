import polygonClipping, { type MultiPolygon, type Pair, type Polygon } from 'polygon-clipping';
import { centroid, type Corners, signedRingAreaCm2 } from './geometry.ts';
import type { Point, Ring } from './model.ts';

/**
 * The hall plan's polygon operations, all through polygon-clipping (a sweep line that handles touching edges,
 * collinear overlaps and holes, which hand-written clipping gets wrong): intersection, union and difference of
 * rings, and the area and centre of what they return. Its results repeat each ring's first corner at the end.
 */

/** A polygon or several, as the operations take them. */
export type Shape = Polygon | MultiPolygon;

/** A ring with its holes as polygon-clipping reads it. The library does not change its input, so nothing is copied. */
export const polygonOf = (ring: Corners, holes: readonly Corners[] = []): Polygon => [ring as Pair[], ...(holes as Pair[][])];

export const intersection = (subject: Shape, ...clips: Shape[]): MultiPolygon => polygonClipping.intersection(subject, ...clips);
export const union = (subject: Shape, ...others: Shape[]): MultiPolygon => polygonClipping.union(subject, ...others);
export const difference = (subject: Shape, ...clips: Shape[]): MultiPolygon => polygonClipping.difference(subject, ...clips);

/** The area of a result: each polygon's outer ring less its holes. */
export function multiPolygonAreaCm2(shape: MultiPolygon): number {
  let area = 0;
  for (const [outer, ...holes] of shape) {
    area += Math.abs(signedRingAreaCm2(outer ?? []));
    for (const hole of holes) area -= Math.abs(signedRingAreaCm2(hole));
  }
  return area;
}

/** The centre of gravity of a result's area (holes taken out); null when it has no area. */
export function multiPolygonCentroid(shape: MultiPolygon): Point | null {
  let area = 0;
  let x = 0;
  let y = 0;
  for (const [outer, ...holes] of shape) {
    for (const [k, ring] of [outer ?? [], ...holes].entries()) {
      const signed = Math.abs(signedRingAreaCm2(ring)) * (k === 0 ? 1 : -1);
      const [cx, cy] = centroid(ring);
      area += signed;
      x += cx * signed;
      y += cy * signed;
    }
  }
  return area > 0 ? [x / area, y / area] : null;
}

/**
 * A ring of a result as the model keeps it: the repeated first corner dropped, corners rounded to whole centimetres
 * (a cut through a slanted edge ends between them) and corners that rounding made equal kept once.
 */
export function modelRing(ring: Corners): Ring {
  const result: Ring = [];
  for (const [x, y] of ring) {
    const corner: Point = [Math.round(x) + 0, Math.round(y) + 0];
    const last = result.at(-1);
    if (!last || last[0] !== corner[0] || last[1] !== corner[1]) result.push(corner);
  }
  const first = result[0];
  const last = result.at(-1);
  if (result.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) result.pop();
  return result;
}
