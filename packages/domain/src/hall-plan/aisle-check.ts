import type { MultiPolygon } from 'polygon-clipping';
import { difference, intersection, multiPolygonAreaCm2, polygonOf } from './clipping.ts';
import { boundingBox, centroid, boxDistanceCm, boxesOverlap, type Corners, expandBox, pointInRing, ringClosestPoints, segmentDistanceCm } from './geometry.ts';
import type { Point, Ring } from './model.ts';
import { AREA_TOLERANCE_CM2, type PlanContext, problemAt } from './placement-checks.ts';
import type { PlanProblem } from './problems.ts';

/**
 * Aisles too narrow: the free space between two stands that face each other is an aisle, and it must be at least
 * the minimum width wide. Two stands face each other where an edge of one runs along an edge of the other (parallel
 * within about 3°, overlapping when projected onto it) or a corner of one points square onto an edge of the other.
 * The strip between them (the "bridge") counts only where it is free: a stand, a hole or a stage standing across it
 * all the way means there is no aisle between these two (there are two, each beside the thing in between).
 */

/** The sine of the largest angle between two edges that still face each other as parallel. */
const PARALLEL_SINE = 0.05;
/** How far (cm) from an edge's ends a corner must point onto it: a corner onto a corner is a diagonal, not a facing. */
const END_MARGIN_CM = 1;
/** The half width (cm) of the strip along which a corner facing an edge is looked at. */
const STRIP_HALF_WIDTH_CM = 1;

interface Bridge {
  widthCm: number;
  /** The strip between the two stands: corners 0–1 on the first stand, 2–3 on the second. */
  ring: Point[];
}

const edgesOf = (ring: Ring) => ring.map((corner, i) => [corner, ring[(i + 1) % ring.length]!] as const);

/** Strips between an edge of `a` and a parallel edge of `b` beside it, narrower than `minCm`. */
function parallelBridges(a: Ring, b: Ring, minCm: number): Bridge[] {
  const bridges: Bridge[] = [];
  for (const [p, q] of edgesOf(a)) {
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const [ux, uy] = [(q[0] - p[0]) / length, (q[1] - p[1]) / length];
    const along = (r: Point) => (r[0] - p[0]) * ux + (r[1] - p[1]) * uy;
    const across = (r: Point) => (r[1] - p[1]) * ux - (r[0] - p[0]) * uy;
    for (const [r, s] of edgesOf(b)) {
      const otherLength = Math.hypot(s[0] - r[0], s[1] - r[1]);
      if (Math.abs(ux * (s[1] - r[1]) - uy * (s[0] - r[0])) > PARALLEL_SINE * otherLength) continue;
      const [tr, ts, dr, ds] = [along(r), along(s), across(r), across(s)];
      const [t0, t1] = [Math.max(0, Math.min(tr, ts)), Math.min(length, Math.max(tr, ts))];
      if (t1 - t0 < 1) continue;
      const acrossAt = (t: number) => dr + ((ds - dr) * (t - tr)) / (ts - tr);
      const [d0, d1] = [acrossAt(t0), acrossAt(t1)];
      const widthCm = Math.min(Math.abs(d0), Math.abs(d1));
      if (d0 * d1 <= 0 || widthCm >= minCm) continue;
      const on = (t: number, d: number): Point => [p[0] + ux * t - uy * d, p[1] + uy * t + ux * d];
      bridges.push({ widthCm, ring: [on(t0, 0), on(t1, 0), on(t1, d1), on(t0, d0)] });
    }
  }
  return bridges;
}

/** Thin strips from a corner of `a` square onto the inside of an edge of `b`, shorter than `minCm`. */
function cornerBridges(a: Ring, b: Ring, minCm: number): Bridge[] {
  const bridges: Bridge[] = [];
  for (const v of a) {
    for (const [r, s] of edgesOf(b)) {
      const length = Math.hypot(s[0] - r[0], s[1] - r[1]);
      const [ux, uy] = [(s[0] - r[0]) / length, (s[1] - r[1]) / length];
      const t = (v[0] - r[0]) * ux + (v[1] - r[1]) * uy;
      if (t < END_MARGIN_CM || t > length - END_MARGIN_CM) continue;
      const foot: Point = [r[0] + ux * t, r[1] + uy * t];
      const widthCm = Math.hypot(v[0] - foot[0], v[1] - foot[1]);
      if (widthCm === 0 || widthCm >= minCm) continue;
      const [wx, wy] = [ux * STRIP_HALF_WIDTH_CM, uy * STRIP_HALF_WIDTH_CM];
      bridges.push({ widthCm, ring: [[v[0] - wx, v[1] - wy], [v[0] + wx, v[1] + wy], [foot[0] + wx, foot[1] + wy], [foot[0] - wx, foot[1] - wy]] });
    }
  }
  return bridges;
}

/** Whether a piece of a strip reaches from one stand to the other: it touches both of the strip's ends. */
function spansBridge(piece: Corners, bridge: Point[]): boolean {
  const [a0, a1, b1, b0] = bridge as [Point, Point, Point, Point];
  const reaches = (from: Point, to: Point) => piece.some((corner) => segmentDistanceCm(corner, corner, from, to) < 0.5);
  return reaches(a0, a1) && reaches(b0, b1);
}

/** The free part of a strip that reaches from one stand to the other, or null when something stands across it. */
function freePart({ hall, stands, boxes, index, outlineEdges, holeBoxes, holes }: PlanContext, bridge: Point[], pair: [number, number]): MultiPolygon | null {
  const box = boundingBox(bridge);
  const blockers: Ring[] = [
    ...index.near(box).filter((k) => !pair.includes(k) && boxesOverlap(boxes[k]!, box)).map((k) => stands[k]!.ring),
    ...holes.near(box).filter((h) => boxesOverlap(holeBoxes[h]!, box)).map((h) => hall.holes[h]!),
    ...hall.fixtures.filter((fixture) => (fixture.kind === 'stage' || fixture.kind === 'catering') && boxesOverlap(boundingBox(fixture.ring), box)).map((fixture) => fixture.ring),
  ];
  let free: MultiPolygon = [polygonOf(bridge)];
  if (blockers.length) free = difference(free, ...blockers.map((ring) => polygonOf(ring)));
  if (outlineEdges.near(box).length) free = intersection(free, polygonOf(hall.outline));
  const reaching = free.filter((polygon) => spansBridge(polygon[0] ?? [], bridge));
  return multiPolygonAreaCm2(reaching) > AREA_TOLERANCE_CM2 ? reaching : null;
}

/**
 * Pairs of stands with an aisle between them narrower than `minCm`: one problem per pair, its width and the minimum
 * in `params` (widthCm, minCm), at the middle of the free strip between them (for two stands squarely opposite, the
 * midpoint of their closest points). Stands that touch or overlap have no aisle between them.
 */
export function narrowAisles(context: PlanContext, minCm: number): PlanProblem[] {
  const { stands, boxes, index } = context;
  const problems: PlanProblem[] = [];
  stands.forEach((a, i) => {
    for (const j of index.near(expandBox(boxes[i]!, minCm))) {
      if (j <= i || boxDistanceCm(boxes[i]!, boxes[j]!) >= minCm) continue;
      const b = stands[j]!;
      const gap = ringClosestPoints(a.ring, b.ring).distanceCm;
      if (gap === 0 || gap >= minCm) continue;
      const bridges = [...parallelBridges(a.ring, b.ring, minCm), ...cornerBridges(a.ring, b.ring, minCm), ...cornerBridges(b.ring, a.ring, minCm)]
        // A strip whose middle lies in one of the two runs from the far side of a stand, not between them.
        .filter((bridge) => !pointInRing(centroid(bridge.ring), a.ring) && !pointInRing(centroid(bridge.ring), b.ring))
        .sort((x, y) => x.widthCm - y.widthCm);
      for (const bridge of bridges) {
        const free = freePart(context, bridge.ring, [i, j]);
        if (!free) continue;
        problems.push(problemAt('planAisleTooNarrow', [a.number, b.number], centreOf(free), { widthCm: bridge.widthCm, minCm }));
        break;
      }
    }
  });
  return problems;
}

function centreOf(shape: MultiPolygon): Point {
  const largest = shape.reduce((best, polygon) => (multiPolygonAreaCm2([polygon]) > multiPolygonAreaCm2([best]) ? polygon : best));
  return centroid(largest[0]!);
}
