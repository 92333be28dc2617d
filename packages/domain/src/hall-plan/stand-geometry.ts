import { difference, multiPolygonAreaCm2, polygonOf } from './clipping.ts';
import { type Box, boundingBox, boxesOverlap, boxesTouch, expandBox, ringAreaCm2, squareMetres, withoutStraightCorners } from './geometry.ts';
import type { HallGeometry, PlanStand, Point, Ring } from './model.ts';
import { gridIndex } from './spatial-index.ts';

/**
 * What the plan says about a stand: its area (columns inside it taken out), its sides and which of them are open,
 * its frontage, and so its kind (in-line, corner, head or island stand) and the stand configuration it is sold as.
 */

/** The stand kinds a stand's open sides give (enums' `standTypes`). */
export type StandKind = 'inline' | 'corner' | 'head' | 'island';

/** The distance within which an edge beside a stand's side closes it: lines drawn by hand rarely meet exactly. */
export const SIDE_TOLERANCE_CM = 5;

export interface StandSide {
  from: Point;
  to: Point;
  lengthCm: number;
  /** How much of the side another stand or a wall runs along. */
  borderedCm: number;
  /** Open to an aisle or free space: less than half of it is bordered. */
  open: boolean;
}

export interface StandSides {
  sides: StandSide[];
  /** How many sides are open, at most 4: an island stand has all round open whatever its shape. */
  openSides: number;
  /** The open sides' length together. */
  frontageCm: number;
}

export type Edge = readonly [Point, Point];

/** The walls: the hall outline's and its holes' edges. */
function wallEdges(hall: HallGeometry): Edge[] {
  return [hall.outline, ...hall.holes].flatMap((ring) => edgesOf(ring));
}

export const edgesOf = (ring: Ring): Edge[] => ring.map((corner, i) => [corner, ring[(i + 1) % ring.length]!] as const);

const edgeBox = ([a, b]: Edge): Box => ({ minX: Math.min(a[0], b[0]), minY: Math.min(a[1], b[1]), maxX: Math.max(a[0], b[0]), maxY: Math.max(a[1], b[1]) });

/**
 * How much of the side from→to the edges run along: the part of each edge over the side (projected onto it) counts
 * where it keeps within the tolerance of the side's line, which makes it parallel enough; overlaps count once.
 */
export function borderedLengthCm(from: Point, to: Point, edges: Iterable<Edge>, toleranceCm: number): number {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const ux = (to[0] - from[0]) / length;
  const uy = (to[1] - from[1]) / length;
  const along = (p: Point) => (p[0] - from[0]) * ux + (p[1] - from[1]) * uy;
  const across = (p: Point) => (p[1] - from[1]) * ux - (p[0] - from[0]) * uy;
  const spans: [number, number][] = [];
  for (const [a, b] of edges) {
    const [ta, tb, da, db] = [along(a), along(b), across(a), across(b)];
    if (ta === tb) continue;
    const start = Math.max(0, Math.min(ta, tb));
    const end = Math.min(length, Math.max(ta, tb));
    if (end <= start) continue;
    const acrossAt = (t: number) => da + ((db - da) * (t - ta)) / (tb - ta);
    if (Math.abs(acrossAt(start)) <= toleranceCm && Math.abs(acrossAt(end)) <= toleranceCm) spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reached = 0;
  for (const [start, end] of spans) {
    if (end > reached) covered += end - Math.max(start, reached);
    reached = Math.max(reached, end);
  }
  return covered;
}

/** The sides of a ring and which are open, given the edges near a box (other stands' and walls'). */
function sidesOf(ring: Ring, edgesNear: (box: Box) => Iterable<Edge>, toleranceCm: number): StandSides {
  const sides = edgesOf(withoutStraightCorners(ring)).map(([from, to]): StandSide => {
    const lengthCm = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const borderedCm = borderedLengthCm(from, to, edgesNear(expandBox(edgeBox([from, to]), toleranceCm)), toleranceCm);
    return { from, to, lengthCm, borderedCm, open: borderedCm < lengthCm / 2 };
  });
  const open = sides.filter((side) => side.open);
  return { sides, openSides: Math.min(4, open.length), frontageCm: open.reduce((sum, side) => sum + side.lengthCm, 0) };
}

const sameRing = (a: Ring, b: Ring) => a.length === b.length && a.every(([x, y], i) => x === b[i]![0] && y === b[i]![1]);

/**
 * A stand's sides, each open or closed: closed where for at least half its length another stand's edge or a wall
 * (the hall outline, a hole) runs along it within `toleranceCm`, parallel and beside it. An aisle, free space,
 * a fixture, a column or a technical point beside a side leaves it open: visitors reach the stand from there, or
 * (a column) they pass it. Straight runs of corners are one side.
 */
export function standSides(stand: PlanStand, hall: HallGeometry, toleranceCm = SIDE_TOLERANCE_CM): StandSides {
  const near = expandBox(boundingBox(stand.ring), toleranceCm);
  const others = hall.stands.filter((other) => other !== stand && !sameRing(other.ring, stand.ring) && boxesTouch(boundingBox(other.ring), near));
  const edges = [...wallEdges(hall), ...others.flatMap((other) => edgesOf(other.ring))];
  return sidesOf(stand.ring, () => edges, toleranceCm);
}

/** The stand kind by its open sides: none or one in-line, two corner, three head, four or more island stand. */
export function standKindOf(openSides: number): StandKind {
  if (openSides <= 1) return 'inline';
  if (openSides === 2) return 'corner';
  return openSides === 3 ? 'head' : 'island';
}

/** A stand's area less the columns that stand in it: what the exhibitor can use and pays for. */
export function standAreaCm2(stand: PlanStand, hall: HallGeometry): number {
  const box = boundingBox(stand.ring);
  return areaWithoutColumns(stand.ring, hall.columns.filter((column) => boxesOverlap(boundingBox(column), box)));
}

function areaWithoutColumns(ring: Ring, columns: readonly Ring[]): number {
  if (columns.length === 0) return ringAreaCm2(ring);
  return multiPolygonAreaCm2(difference(polygonOf(ring), ...columns.map((column) => polygonOf(column))));
}

/** What `deriveStands` finds for one stand. */
export interface DerivedStand {
  number: string;
  areaCm2: number;
  /** The area in m² with two decimals, as it is sold and invoiced. */
  areaM2: number;
  openSides: number;
  frontageCm: number;
  kind: StandKind;
}

/**
 * Area, open sides, frontage and kind of every stand of a hall, in the order of `hall.stands`. The edges of all
 * stands and walls and the columns go into grid indexes first, so each side is compared only with the edges near
 * it: a hall of 2,000 stands takes some tens of milliseconds, not the seconds of comparing all pairs.
 */
export function deriveStands(hall: HallGeometry, toleranceCm = SIDE_TOLERANCE_CM): DerivedStand[] {
  const edges: Edge[] = wallEdges(hall);
  const owners: number[] = edges.map(() => -1);
  hall.stands.forEach((stand, owner) => {
    for (const edge of edgesOf(stand.ring)) {
      edges.push(edge);
      owners.push(owner);
    }
  });
  const edgeIndex = gridIndex(edges.map(edgeBox));
  const columnBoxes = hall.columns.map((column) => boundingBox(column));
  const columnIndex = gridIndex(columnBoxes);

  return hall.stands.map((stand, owner) => {
    const near = (box: Box) => edgeIndex.near(box).flatMap((edge) => (owners[edge] === owner ? [] : [edges[edge]!]));
    const { openSides, frontageCm } = sidesOf(stand.ring, near, toleranceCm);
    const box = boundingBox(stand.ring);
    const columns = columnIndex.near(box).filter((column) => boxesOverlap(columnBoxes[column]!, box)).map((column) => hall.columns[column]!);
    const areaCm2 = areaWithoutColumns(stand.ring, columns);
    return { number: stand.number, areaCm2, areaM2: squareMetres(areaCm2), openSides, frontageCm, kind: standKindOf(openSides) };
  });
}

/** The part of a stand configuration that decides which one a stand is sold as. */
export interface StandConfigRange {
  id: number;
  standType: string;
  qmMin: number;
  qmMax: number;
  isOrderable: boolean;
  sort: number;
}

/**
 * The stand configuration a stand of this kind and area is sold as: an orderable one of its stand type whose range
 * (qmMin to qmMax, both included) holds the area; where ranges overlap the first by sort, then by id. Null when
 * none fits, for staff to choose one.
 */
export function matchStandConfig<Config extends StandConfigRange>(kind: StandKind, areaM2: number, configs: readonly Config[]): Config | null {
  const fitting = configs.filter((config) => config.isOrderable && config.standType === kind && config.qmMin <= areaM2 && areaM2 <= config.qmMax);
  return fitting.sort((a, b) => a.sort - b.sort || a.id - b.id)[0] ?? null;
}
