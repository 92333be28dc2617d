import type { Fixture, HallGeometry, Point, Ring, Sector, TechnicalPoint } from '@messeportal/domain';
import { type Box, drawnRow, type End, type Pen, type RowEnd, rowOf } from './hall-rows.ts';
import { seededRandom } from './random.ts';

/**
 * Draws the demo halls as organisers lay theirs out (issue 31): a rectangular hall, blocks of stands left and right
 * of a main aisle, each block a run of bands from the back wall to the foyer: a row of stands against the wall,
 * double rows back to back, free-standing island stands, a stage or catering area, with aisles between them. A
 * double row ends flush (two corner stands) or in a head stand across its whole depth, so that the plan's geometry
 * gives in-line, corner, head and island stands. Pure: the same spec draws the same hall. Everything in metres
 * here, turned into the plan's integer centimetres at the end.
 */

/** One band of a block, drawn from the block's top down. Widths and depths in metres. */
export type Band =
  | { kind: 'aisle'; depth: number }
  /** A row with its back against the hall's top wall; `widths` to lay out its stands by hand, else drawn. */
  | { kind: 'wall'; depth: number; widths?: number[] }
  /** Two rows back to back, `depths` top and bottom; `top`/`bottom` to lay out a row by hand. */
  | { kind: 'double'; depths: [number, number]; ends: [RowEnd, RowEnd]; top?: number[]; bottom?: number[] }
  /** Island stands: `layout` alternates the free space before a stand and the stand's width. */
  | { kind: 'islands'; depth: number; layout: number[] }
  /** A stage or a catering area of `width`, centred in the band, its depth the band's. */
  | { kind: 'stage' | 'catering'; depth: number; width: number; label: string };

export interface BlockSpec {
  sector: string;
  /** From and to, in metres from the hall's left wall. */
  x: [number, number];
  bands: Band[];
}

export interface HallSpec {
  name: string;
  /** The letter its stand numbers start with ('A01'). */
  letter: string;
  /** Width and depth of the hall in metres. */
  size: [number, number];
  /** The main aisle between the blocks, from the back wall to the entrance in the front wall. */
  mainAisle: [number, number];
  blocks: BlockSpec[];
  /** The column grid: the columns' centres in metres. */
  columns: { x: number[]; y: number[] };
  /** Emergency exits: the wall and the exit's middle along it, in metres. */
  exits: { wall: 'top' | 'left' | 'right'; at: number }[];
  /** A catering area in the foyer: x, y, width and depth in metres, and its label. */
  foyerCatering?: [number, number, number, number, string];
  /** Stand widths a drawn row picks from (repeated widths come more often), and the seed it draws them with. */
  widths: number[];
  seed: number;
}

/** How deep a band is (m): a double row its two rows together. */
export const bandDepth = (band: Band): number => (band.kind === 'double' ? band.depths[0] + band.depths[1] : band.depth);

const COLUMN_M = 0.5;
const EXIT_WIDTH_M = 2.4;
/** The space kept clear in front of an exit or entrance: as wide as the door and a margin, this deep. */
const KEEP_CLEAR_M = 4;
const WALL_FIXTURE_M = 0.3;
/** Floor ducts along the rows: a power point every 6 m, water at every second, compressed air at every fourth. */
const DUCT_STEP_M = 6;

const cm = (metres: number) => Math.round(metres * 100);
const point = (x: number, y: number): Point => [cm(x), cm(y)];

/** A rectangle from its top left corner, width and depth in metres, clockwise on the plan. */
export function rect(x: number, y: number, width: number, depth: number): Ring {
  const [x0, y0, x1, y1] = [cm(x), cm(y), cm(x + width), cm(y + depth)];
  return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
}

/** What the bands of a hall put on the plan, before the stands are numbered. */
interface Drawing {
  stands: Box[];
  fixtures: Fixture[];
  technicalPoints: TechnicalPoint[];
  aisles: Ring[];
}

/** Power, water and compressed air along a line of floor ducts from x0 to x1 at y. */
function ducts(x0: number, x1: number, y: number, powerKw: number): TechnicalPoint[] {
  const points: TechnicalPoint[] = [];
  for (let i = 0, x = x0 + DUCT_STEP_M / 2; x < x1; i++, x += DUCT_STEP_M) {
    points.push({ kind: 'power', at: point(x, y), capacity: powerKw });
    if (i % 2 === 0) points.push({ kind: 'water', at: point(x + 0.5, y), capacity: 25 });
    if (i % 4 === 0) points.push({ kind: 'compressed_air', at: point(x + 1, y), capacity: 8 });
  }
  return points;
}

/** The bands of one block, drawn into `drawing` from the top wall down; returns how deep they reach (m). */
function drawBlock(block: BlockSpec, pen: Pen, drawing: Drawing): number {
  const [x0, x1] = block.x;
  const length = x1 - x0;
  let y = 0;
  for (const band of block.bands) {
    if (band.kind === 'aisle') drawing.aisles.push(rect(x0, y, length, band.depth));
    else if (band.kind === 'wall') {
      drawing.stands.push(...rowOf(x0, y, band.depth, band.widths ?? drawnRow(pen, x0, y, length, band.depth, ['corner', 'corner']), length));
      drawing.technicalPoints.push(...ducts(x0, x1, y + 0.5, 16));
    } else if (band.kind === 'double') drawDouble(band, x0, x1, y, pen, drawing);
    else if (band.kind === 'islands') {
      let at = x0;
      for (let i = 0; i + 1 < band.layout.length; i += 2) {
        at += band.layout[i]!;
        const w = band.layout[i + 1]!;
        drawing.stands.push({ x: at, y, w, d: band.depth });
        // An island stand is supplied from the floor at its middle: demonstration kitchens and stoves need all three.
        const [cx, cy] = [at + w / 2, y + band.depth / 2];
        drawing.technicalPoints.push(
          { kind: 'power', at: point(cx, cy), capacity: 63 },
          { kind: 'water', at: point(cx + 0.5, cy), capacity: 25 },
          { kind: 'compressed_air', at: point(cx + 1, cy), capacity: 8 },
        );
        at += w;
      }
      if (at > x1) throw new Error(`Demo hall: islands reach beyond the block (${at} > ${x1} m)`);
    } else {
      const ring = rect(x0 + (length - band.width) / 2, y, band.width, band.depth);
      drawing.fixtures.push({ kind: band.kind, ring, label: band.label });
      drawing.technicalPoints.push({ kind: 'power', at: point(x0 + length / 2, y + band.depth / 2), capacity: 63 });
    }
    y += bandDepth(band);
  }
  return y;
}

/** A double row: a head stand at an end that has one, the two rows between, the ducts along their backs. */
function drawDouble(band: Extract<Band, { kind: 'double' }>, x0: number, x1: number, y: number, pen: Pen, drawing: Drawing) {
  const [top, bottom] = band.depths;
  const depth = top + bottom;
  // A head stand's width is one that gives it at least the smallest area a head stand is sold with (40 m²).
  const headWidth = (end: RowEnd) => (end === 'head' ? pen.r.pick([5, 6, 8].filter((width) => width * depth >= 40)) : 0);
  const [left, right] = [headWidth(band.ends[0]), headWidth(band.ends[1])];
  const [from, to] = [x0 + left, x1 - right];
  // Beside a head stand a row's end stand is an in-line one: the head stand closes that side.
  const ends = band.ends.map((end) => (end === 'head' ? 'inline' : 'corner')) as [End, End];
  if (left) drawing.stands.push({ x: x0, y, w: left, d: depth });
  drawing.stands.push(...rowOf(from, y, top, band.top ?? drawnRow(pen, from, y, to - from, top, ends), to - from));
  if (right) drawing.stands.push({ x: to, y, w: right, d: depth });
  drawing.stands.push(...rowOf(from, y + top, bottom, band.bottom ?? drawnRow(pen, from, y + top, to - from, bottom, ends), to - from));
  drawing.technicalPoints.push(...ducts(x0, x1, y + top, 32));
}

/** An exit in a wall and the zone kept clear in front of it, inside the hall. */
function exitAt({ wall, at }: HallSpec['exits'][number], [width]: HallSpec['size']): { fixture: Fixture; keepClear: Ring } {
  const from = at - EXIT_WIDTH_M / 2;
  const label = 'Notausgang';
  if (wall === 'top') return { fixture: { kind: 'emergency_exit', ring: rect(from, 0, EXIT_WIDTH_M, WALL_FIXTURE_M), label }, keepClear: rect(from - 0.3, WALL_FIXTURE_M, EXIT_WIDTH_M + 0.6, KEEP_CLEAR_M) };
  const x = wall === 'left' ? 0 : width - WALL_FIXTURE_M;
  const clearX = wall === 'left' ? WALL_FIXTURE_M : width - WALL_FIXTURE_M - KEEP_CLEAR_M;
  return { fixture: { kind: 'emergency_exit', ring: rect(x, from, WALL_FIXTURE_M, EXIT_WIDTH_M), label }, keepClear: rect(clearX, from - 0.3, KEEP_CLEAR_M, EXIT_WIDTH_M + 0.6) };
}

/**
 * The hall a spec describes: its outline, the column grid, the entrance in the front wall at the main aisle and the
 * emergency exits with the zones kept clear in front of them, the blocks' stands (numbered block by block, in each
 * from the back wall forward and from left to right: 'A01', 'A02' …), their sectors, aisles, stages, catering and
 * the technical points along the rows.
 */
export function drawHall(spec: HallSpec): HallGeometry {
  const pen: Pen = { r: seededRandom(spec.seed), choices: spec.widths, columns: spec.columns };
  const [width, depth] = spec.size;
  const drawing: Drawing = { stands: [], fixtures: [], technicalPoints: [], aisles: [] };
  const sectors: Sector[] = [];
  const numbered: Box[] = [];
  for (const block of spec.blocks) {
    const first = drawing.stands.length;
    const reach = drawBlock(block, pen, drawing);
    sectors.push({ name: block.sector, ring: rect(block.x[0], 0, block.x[1] - block.x[0], reach) });
    numbered.push(...drawing.stands.slice(first).sort((a, b) => a.y - b.y || a.x - b.x));
  }
  const [aisleFrom, aisleTo] = spec.mainAisle;
  const exits = spec.exits.map((exit) => exitAt(exit, spec.size));
  const entrance = rect(aisleFrom, depth - WALL_FIXTURE_M, aisleTo - aisleFrom, WALL_FIXTURE_M);
  const catering = spec.foyerCatering;
  return {
    outline: rect(0, 0, width, depth),
    holes: [],
    columns: spec.columns.x.flatMap((x) => spec.columns.y.map((y) => rect(x - COLUMN_M / 2, y - COLUMN_M / 2, COLUMN_M, COLUMN_M))),
    fixtures: [
      { kind: 'entrance', ring: entrance, label: 'Haupteingang' },
      ...exits.map((exit) => exit.fixture),
      ...drawing.fixtures,
      ...(catering ? [{ kind: 'catering' as const, ring: rect(catering[0], catering[1], catering[2], catering[3]), label: catering[4] }] : []),
    ],
    technicalPoints: drawing.technicalPoints,
    keepClear: [rect(aisleFrom, depth - WALL_FIXTURE_M - KEEP_CLEAR_M, aisleTo - aisleFrom, KEEP_CLEAR_M), ...exits.map((exit) => exit.keepClear)],
    aisles: [rect(aisleFrom, 0, aisleTo - aisleFrom, depth), ...drawing.aisles],
    sectors,
    stands: numbered.map((box, i) => ({ number: `${spec.letter}${String(i + 1).padStart(2, '0')}`, ring: rect(box.x, box.y, box.w, box.d) })),
  };
}
