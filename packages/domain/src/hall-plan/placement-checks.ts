import { difference, intersection, multiPolygonAreaCm2, multiPolygonCentroid, polygonOf } from './clipping.ts';
import { type Box, boundingBox, boxesOverlap, boxRing, centroid, expandBox, pointInRing, ringAreaCm2 } from './geometry.ts';
import type { HallGeometry, PlanStand, Point, Ring } from './model.ts';
import type { PlanProblem, PlanProblemCode } from './problems.ts';
import { type GridIndex, gridIndex } from './spatial-index.ts';
import { naturalCompareStandNumbers } from './stand-numbering.ts';

/**
 * Where stands stand: overlapping each other, outside the hall, cutting a column, in a zone to keep clear. Each
 * check reads the stands near a place from a grid index, and asks polygon-clipping only about pairs whose boxes
 * share an area, so a hall of 2,000 stands in a grid costs a few hundred clippings, not millions.
 */

/** An area below this (cm²) is a drawing's rounding, not a fault: two stands drawn edge to edge overlap by nothing. */
export const AREA_TOLERANCE_CM2 = 1;

/** The stands a check looks at (those with a simple outline) and the indexes it reads them from. */
export interface PlanContext {
  hall: HallGeometry;
  stands: PlanStand[];
  boxes: Box[];
  index: GridIndex;
  /** The hall outline's edges, to tell a stand near a wall from one well inside. */
  outlineEdges: GridIndex;
  holeBoxes: Box[];
  holes: GridIndex;
}

export function planContext(hall: HallGeometry, stands: PlanStand[]): PlanContext {
  const boxes = stands.map((stand) => boundingBox(stand.ring));
  const outline = hall.outline.map((corner, i) => boundingBox([corner, hall.outline[(i + 1) % hall.outline.length]!]));
  const holeBoxes = hall.holes.map((hole) => boundingBox(hole));
  return { hall, stands, boxes, index: gridIndex(boxes), outlineEdges: gridIndex(outline), holeBoxes, holes: gridIndex(holeBoxes) };
}

/** A problem at a place rounded to whole centimetres, its stands in natural order (a stand without a number left out). */
export function problemAt(code: PlanProblemCode, stands: string[], at: Point | null, params?: PlanProblem['params']): PlanProblem {
  const problem: PlanProblem = { code, stands: stands.filter((number) => number.trim() !== '').sort(naturalCompareStandNumbers), at: at && [Math.round(at[0]) + 0, Math.round(at[1]) + 0] };
  return params ? { ...problem, params } : problem;
}

const overlapAreaOfBoxes = (a: Box, b: Box) => Math.max(0, Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)) * Math.max(0, Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY));

/** Two stands sharing more than rounding's area: one problem per pair, at the centre of what they share. */
export function overlappingStands({ stands, boxes, index }: PlanContext): PlanProblem[] {
  const problems: PlanProblem[] = [];
  stands.forEach((stand, i) => {
    for (const j of index.near(boxes[i]!)) {
      if (j <= i || overlapAreaOfBoxes(boxes[i]!, boxes[j]!) <= AREA_TOLERANCE_CM2) continue;
      const shared = intersection(polygonOf(stand.ring), polygonOf(stands[j]!.ring));
      if (multiPolygonAreaCm2(shared) > AREA_TOLERANCE_CM2) problems.push(problemAt('planStandsOverlap', [stand.number, stands[j]!.number], multiPolygonCentroid(shared)));
    }
  });
  return problems;
}

/**
 * Stands not wholly within the hall (its outline less its holes), at the centre of the part outside. A stand
 * whose box touches no outline edge is either wholly inside the outline or wholly outside, so one corner tells
 * which, and the outline is clipped only for stands along the walls.
 */
export function standsOutsideHall({ hall, stands, boxes, outlineEdges, holeBoxes, holes }: PlanContext): PlanProblem[] {
  const problems: PlanProblem[] = [];
  stands.forEach((stand, i) => {
    const box = boxes[i]!;
    const nearHoles = holes.near(box).filter((h) => boxesOverlap(holeBoxes[h]!, box)).map((h) => hall.holes[h]!);
    let outer: Ring;
    if (outlineEdges.near(box).length > 0) outer = hall.outline;
    else if (!pointInRing(stand.ring[0]!, hall.outline)) {
      problems.push(problemAt('planStandOutsideHall', [stand.number], centroid(stand.ring)));
      return;
    } else if (nearHoles.length === 0) return;
    else outer = boxRing(expandBox(box, 1));
    const floor = nearHoles.length ? difference(polygonOf(outer), ...nearHoles.map((hole) => polygonOf(hole))) : [polygonOf(outer)];
    const outside = difference(polygonOf(stand.ring), floor);
    if (multiPolygonAreaCm2(outside) > AREA_TOLERANCE_CM2) problems.push(problemAt('planStandOutsideHall', [stand.number], multiPolygonCentroid(outside)));
  });
  return problems;
}

/**
 * Columns a stand's outline cuts through, partly inside the stand and partly outside: one problem per column,
 * naming every stand that cuts it, at the column. A column wholly inside a stand is no problem: the exhibitor
 * builds round it and its area is taken off the stand's (`standAreaCm2`), as halls usually sell such stands.
 */
export function standsCuttingColumns({ hall, stands, boxes, index }: PlanContext): PlanProblem[] {
  const problems: PlanProblem[] = [];
  for (const column of hall.columns) {
    const box = boundingBox(column);
    const area = ringAreaCm2(column);
    const cutting = index.near(box).filter((i) => {
      if (!boxesOverlap(boxes[i]!, box)) return false;
      const inside = multiPolygonAreaCm2(intersection(polygonOf(column), polygonOf(stands[i]!.ring)));
      return inside > AREA_TOLERANCE_CM2 && area - inside > AREA_TOLERANCE_CM2;
    });
    if (cutting.length) problems.push(problemAt('planStandCoversColumn', cutting.map((i) => stands[i]!.number), centroid(column)));
  }
  return problems;
}

/** The zones no stand may reach into: keep-clear areas, drawn aisles, entrances and emergency exits. */
export type KeepClearZone = 'keepClear' | 'aisle' | 'entrance' | 'emergency_exit';

/** Stands reaching into a zone to keep clear: one problem per stand and zone, at the centre of the part inside. */
export function standsInKeepClear({ hall, stands, boxes, index }: PlanContext): PlanProblem[] {
  const zones: { ring: Ring; zone: KeepClearZone }[] = [
    ...hall.keepClear.map((ring) => ({ ring, zone: 'keepClear' as const })),
    ...hall.aisles.map((ring) => ({ ring, zone: 'aisle' as const })),
    ...hall.fixtures.flatMap((fixture) => (fixture.kind === 'entrance' || fixture.kind === 'emergency_exit' ? [{ ring: fixture.ring, zone: fixture.kind }] : [])),
  ];
  const problems: PlanProblem[] = [];
  for (const { ring, zone } of zones) {
    const box = boundingBox(ring);
    for (const i of index.near(box)) {
      if (!boxesOverlap(boxes[i]!, box)) continue;
      const inside = intersection(polygonOf(stands[i]!.ring), polygonOf(ring));
      if (multiPolygonAreaCm2(inside) > AREA_TOLERANCE_CM2) problems.push(problemAt('planStandInKeepClear', [stands[i]!.number], multiPolygonCentroid(inside), { zone }));
    }
  }
  return problems;
}
