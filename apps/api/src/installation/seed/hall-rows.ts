import type { SeededRandom } from './random.ts';

/**
 * The rows of stands of a demo hall (hall-layouts.ts): widths in whole metres, picked from a seeded random so that
 * a row is varied and the same on every start, and wide enough that every stand is one a stand type sells.
 */

/** How a double row ends: both rows flush (corner stands), or one stand across both rows (a head stand). */
export type RowEnd = 'corner' | 'head';

/** A stand before it is numbered: its top left corner, width and depth in metres. */
export interface Box {
  x: number;
  y: number;
  w: number;
  d: number;
}

/** The smallest areas (m²) both fairs sell an in-line and a corner stand of: a drawn stand never falls short. */
const MIN_INLINE_M2 = 12;
const MIN_CORNER_M2 = 20;
const COLUMN_M2 = 0.25;

/** How a row ends: at a corner stand, or at an in-line one (beside a head stand). */
export type End = RowEnd | 'inline';

/** The smallest area (m²) a stand at a row's end may have: a corner stand's, or an in-line stand's. */
const minimumM2 = (end: End) => (end === 'corner' ? MIN_CORNER_M2 : MIN_INLINE_M2);

/**
 * Widths (m) that fill a row of `length` exactly: the first and last stand wide enough for their end (a corner
 * stand's area at least MIN_CORNER_M2), every stand at least MIN_INLINE_M2, the rest picked from `choices`.
 */
export function fillRow(r: SeededRandom, length: number, depth: number, ends: [End, End], choices: readonly number[]): number[] {
  const inlineMin = Math.ceil(MIN_INLINE_M2 / depth);
  const [firstMin, lastMin] = ends.map((end) => Math.ceil(minimumM2(end) / depth)) as [number, number];
  const smallest = Math.min(...choices.filter((width) => width >= inlineMin));
  // Below this the rest is the last stand: any more and a stand of the smallest width still leaves the last its minimum.
  const lastMax = Math.max(8, lastMin + smallest - 1);
  // Where no width to pick from is wide enough (a corner stand in a 3 m row needs 7 m), the least that is.
  const pick = (min: number, rest: number) => r.pick([...new Set([...choices.filter((width) => width >= min), min])].filter((width) => rest - width >= lastMin));
  const widths = [pick(firstMin, length)];
  let rest = length - widths[0]!;
  while (rest > lastMax) {
    const width = pick(inlineMin, rest);
    widths.push(width);
    rest -= width;
  }
  return [...widths, rest];
}

/** What draws the rows of a hall: its seeded random, the widths to pick from, the column grid. */
export interface Pen {
  r: SeededRandom;
  choices: readonly number[];
  /** The columns' centres in metres: every x with every y. */
  columns: { x: number[]; y: number[] };
}

/**
 * A drawn row's widths, drawn again until no stand falls below its smallest area once the columns standing in it
 * are taken off (a 3 × 4 m stand round a column has 11.75 m², which no stand type sells).
 */
export function drawnRow(pen: Pen, x: number, y: number, length: number, depth: number, ends: [End, End]): number[] {
  const inRow = (cx: number, cy: number) => cy > y && cy < y + depth && cx > x && cx < x + length;
  const columns = pen.columns.x.flatMap((cx) => pen.columns.y.filter((cy) => inRow(cx, cy)).map(() => cx));
  for (let attempt = 0; attempt < 50; attempt++) {
    const widths = fillRow(pen.r, length, depth, ends, pen.choices);
    let at = x;
    const fits = widths.every((width, i) => {
      const inside = columns.filter((cx) => cx > at && cx < at + width).length;
      at += width;
      const end: End = i === 0 ? ends[0] : i === widths.length - 1 ? ends[1] : 'inline';
      return width * depth - inside * COLUMN_M2 >= minimumM2(end);
    });
    if (fits) return widths;
  }
  throw new Error(`Demo hall: no row of ${length} m at ${x}/${y} m fits round its columns`);
}

/** Stands side by side from x, each `depth` deep; hand-laid widths must fill the row exactly. */
export function rowOf(x: number, y: number, depth: number, widths: readonly number[], length: number): Box[] {
  if (widths.reduce((sum, width) => sum + width, 0) !== length) throw new Error(`Demo hall: row widths ${widths.join('+')} do not fill ${length} m`);
  let at = x;
  return widths.map((w) => {
    const box = { x: at, y, w, d: depth };
    at += w;
    return box;
  });
}

