import type { HallGeometry, PlanProblem, Point, Ring } from '@messeportal/domain';
import { calibratedScale, emptyDrawing, numbersOf, planOf, type Calibration, type Drawing, type PlacedText } from './drawing.ts';
import type { PlanRole } from './plan-roles.ts';
import { centimetres, cleanRing, ringArea, ringWithin, samePoint, type XY } from './ring-geometry.ts';
import type { SvgElement } from './svg-document.ts';
import { svgShapes, type SvgShape } from './svg-shapes.ts';

/** Centimetres per unit of the absolute lengths an SVG's size may be given in; `m` is no SVG unit, but CAD writes it. */
const UNIT_CM: Record<string, number> = { mm: 0.1, cm: 1, m: 100, in: 2.54, pt: 2.54 / 72, pc: 2.54 / 6 };
/** A shape of at most this many square centimetres (1 m²) and without a text is taken for a column. */
const COLUMN_MAX_CM2 = 10_000;
const FIXTURE_LABEL_MAX = 80;

/** A shape read in centimetres: its ring, or the fault that keeps it from being one. */
type ReadShape = { role: PlanRole | null; ring: Ring } | { role: PlanRole | null; problem: PlanProblem };

/**
 * The hall plan an SVG file draws. Its scale comes from the calibration when the user gave one (their measurement
 * beats what the file claims: a plan exported on paper scale says "420mm" for a hall of 84 m), else from the
 * root's width or height in an absolute unit together with its viewBox; else there is none and no plan.
 * Coordinates are taken from the viewBox's top left corner.
 *
 * Roles come from the groups' names (plan-roles.ts). Outside such groups they are guessed, but never one a group
 * of the file names: the largest shape holding all others is the outline, a shape around a text is a stand of
 * that number, one of at most 1 m² without text a column, any other a stand without number. Once a group names
 * the stands, the shapes outside role groups are taken for drawing aids (frames, legends) and left alone.
 */
export function readSvgPlan(root: SvgElement, options: { calibration?: Calibration }): { geometry: HallGeometry | null; problems: PlanProblem[] } {
  const scale = calibratedScale(options.calibration) ?? documentScale(root.attributes);
  if (scale === null) return { geometry: null, problems: [{ code: 'planNoUnits', stands: [], at: null }] };
  const [originX, originY] = viewBox(root.attributes)?.slice(0, 2) ?? [0, 0];
  const toCm = ([x, y]: XY): Point => [centimetres((x - originX!) * scale), centimetres((y - originY!) * scale)];

  const { shapes, texts } = svgShapes(root);
  const read = shapes.flatMap((shape) => readShape(shape, toCm));
  const placedTexts: PlacedText[] = texts.map(({ at, text }) => ({ at: toCm(at), text }));
  const named = new Set(read.map((shape) => shape.role));
  const drawing = emptyDrawing();
  const ringsOf = (role: PlanRole | null) => read.flatMap((shape) => (shape.role === role && 'ring' in shape ? [shape.ring] : []));

  const [outline, ...holes] = ringsOf('outline').sort((a, b) => ringArea(b) - ringArea(a));
  drawing.outline = outline ?? null;
  drawing.holes = holes;
  const standRings = ringsOf('stands');
  drawing.stands = numbersOf(standRings, placedTexts).map((number, i) => ({ number, ring: standRings[i]! }));
  drawing.columns = ringsOf('columns');
  drawing.keepClear = ringsOf('keepClear');
  drawing.aisles = ringsOf('aisles');
  for (const kind of ['entrance', 'emergency_exit', 'stage', 'catering'] as const) {
    const rings = ringsOf(kind);
    const labels = numbersOf(rings, placedTexts, FIXTURE_LABEL_MAX);
    drawing.fixtures.push(...rings.map((ring, i) => ({ kind, ring, label: labels[i]! })));
  }
  guessUngrouped(drawing, ringsOf(null), read, placedTexts, named);

  // A faulty shape outside role groups counts only where shapes there are taken for stands.
  const problems = read.flatMap((shape) => ('problem' in shape && (shape.role !== null || !named.has('stands')) ? [shape.problem] : []));
  return planOf(drawing, problems);
}

/** Roles for the shapes outside role groups, for the roles no group names. */
function guessUngrouped(drawing: Drawing, rings: Ring[], read: ReadShape[], texts: PlacedText[], named: Set<PlanRole | null>) {
  let rest = rings;
  if (!named.has('outline')) {
    const all = read.flatMap((shape) => ('ring' in shape ? [shape.ring] : []));
    const largest = [...rings].sort((a, b) => ringArea(b) - ringArea(a))[0];
    if (largest && all.every((ring) => ring === largest || ringWithin(ring, largest))) {
      drawing.outline = largest;
      rest = rings.filter((ring) => ring !== largest);
    }
  }
  if (named.has('stands')) return;
  const numbers = numbersOf(rest, texts);
  rest.forEach((ring, i) => {
    const number = numbers[i]!;
    if (number === '' && ringArea(ring) <= COLUMN_MAX_CM2) {
      if (!named.has('columns')) drawing.columns.push(ring);
    } else drawing.stands.push({ number, ring });
  });
}

/** The shape as a ring in centimetres, or its fault: a curve, or an outline that does not close. */
function readShape(shape: SvgShape, toCm: (point: XY) => Point): ReadShape[] {
  const { role } = shape;
  if (shape.curveAt) return [{ role, problem: { code: 'planCurvedSegment', stands: [], at: toCm(shape.curveAt) } }];
  const points = shape.points.map(toCm);
  const closed = shape.closed || samePoint(points[0]!, points.at(-1)!);
  const ring = cleanRing(points);
  // A path of two corners is a line, a drawing aid; from three on it was meant to enclose something.
  if (!closed) return ring ? [{ role, problem: { code: 'planOpenOutline', stands: [], at: points[0]! } }] : [];
  return ring ? [{ role, ring }] : [];
}

/** Centimetres per user unit by the root's size in an absolute unit and its viewBox; null without either. */
function documentScale(attributes: Readonly<Record<string, string>>): number | null {
  const box = viewBox(attributes);
  if (!box) return null;
  const scales = [absoluteCm(attributes.width), absoluteCm(attributes.height)].map((cm, i) => (cm === null ? null : cm / box[i + 2]!));
  const known = scales.filter((scale): scale is number => scale !== null && Number.isFinite(scale) && scale > 0);
  // Width and height of other proportions than the viewBox's: SVG fits the box in (xMidYMid meet), the smaller wins.
  return known.length === 0 ? null : Math.min(...known);
}

function viewBox(attributes: Readonly<Record<string, string>>): number[] | null {
  const values = (attributes.viewBox ?? '').trim().split(/[\s,]+/).map(Number);
  return values.length === 4 && values.every(Number.isFinite) && values[2]! > 0 && values[3]! > 0 ? values : null;
}

/** A length in centimetres when it is given in an absolute unit; px and plain numbers are screen units, not lengths. */
function absoluteCm(value: string | undefined): number | null {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(mm|cm|m|in|pt|pc)\s*$/i.exec(value ?? '');
  return match ? Number(match[1]) * UNIT_CM[match[2]!.toLowerCase()]! : null;
}
