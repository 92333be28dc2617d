import { STAND_LABEL_MAX, standLabel, type Fixture, type HallGeometry, type PlanProblem, type Point, type Ring } from '@messeportal/domain';
import { drawingProblems } from './drawing-problems.ts';
import { pointInRing, ringArea } from './ring-geometry.ts';
import { ringFinder } from './ring-index.ts';

/**
 * What an SVG or a DXF reader makes of a file, in centimetres, before the common checks: like HallGeometry, but a
 * stand may still lack its number ('') and the outline may be missing.
 */
export interface Drawing {
  outline: Ring | null;
  holes: Ring[];
  columns: Ring[];
  keepClear: Ring[];
  aisles: Ring[];
  fixtures: Fixture[];
  stands: { number: string; ring: Ring }[];
}

export const emptyDrawing = (): Drawing => ({ outline: null, holes: [], columns: [], keepClear: [], aisles: [], fixtures: [], stands: [] });

/** Two points of the drawing, in its own units, and their real distance: the scale of a drawing without units. */
export interface Calibration {
  a: [number, number];
  b: [number, number];
  metres: number;
}

/** Centimetres per drawing unit by the calibration; null when it gives none (no distance, points on each other). */
export function calibratedScale(calibration: Calibration | undefined): number | null {
  if (!calibration) return null;
  const distance = Math.hypot(calibration.b[0] - calibration.a[0], calibration.b[1] - calibration.a[1]);
  const scale = (calibration.metres * 100) / distance;
  return Number.isFinite(scale) && scale > 0 ? scale : null;
}

/** A text of the drawing at its anchor (centimetres), as written. */
export interface PlacedText {
  at: Point;
  text: string;
}

/**
 * The number each ring gets from the texts: a text belongs to the smallest ring its anchor lies in, and a ring
 * takes the first of its texts that can be a stand number (by the texts' order; a longer text, such as an
 * exhibitor's name beside the number, is passed over). '' for a ring without one.
 */
export function numbersOf(rings: readonly Ring[], texts: readonly PlacedText[], maxLength = STAND_LABEL_MAX): string[] {
  const numbers = rings.map(() => '');
  const areas = rings.map((ring) => ringArea(ring));
  const candidates = ringFinder(rings);
  for (const { at, text } of texts) {
    const label = standLabel(text);
    if (label === '' || label.length > maxLength) continue;
    let smallest = -1;
    for (const i of candidates(at)) {
      if ((smallest < 0 || areas[i]! < areas[smallest]!) && pointInRing(at, rings[i]!)) smallest = i;
    }
    if (smallest >= 0 && numbers[smallest] === '') numbers[smallest] = label;
  }
  return numbers;
}

/**
 * The plan of a drawing with every problem found: the reader's own (curves, open outlines) first, then the
 * common ones. No plan without an outline. Stands without a number stay out of the plan, which holds only what
 * could be saved; their problem shows where they are.
 */
export function planOf(drawing: Drawing, readerProblems: PlanProblem[]): { geometry: HallGeometry | null; problems: PlanProblem[] } {
  const problems = [...readerProblems, ...drawingProblems(drawing)];
  if (!drawing.outline) return { geometry: null, problems };
  const { outline, holes, columns, keepClear, aisles, fixtures } = drawing;
  const stands = drawing.stands.filter((stand) => stand.number !== '');
  return { geometry: { outline, holes, columns, fixtures, technicalPoints: [], keepClear, aisles, sectors: [], stands }, problems };
}
