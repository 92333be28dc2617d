import type { HallGeometry, PlanProblem, Point, Ring } from '@messeportal/domain';
import { calibratedScale, emptyDrawing, numbersOf, planOf, type Calibration } from './drawing.ts';
import { dxfItems, type DxfItem } from './dxf-entities.ts';
import { headerValue, tableLayers, type DxfGroup } from './dxf-groups.ts';
import { boundsOf, centimetres, cleanRing, ringArea, samePoint, type XY } from './ring-geometry.ts';

/** A layer of a DXF file with what it holds, for the user to choose the stands' layer from. */
export interface DxfLayer {
  name: string;
  closedPolylines: number;
  texts: number;
}

export interface DxfPlanOptions {
  calibration?: Calibration;
  /** The layer whose closed polylines are the stands; found by itself when one layer alone has closed polylines and texts. */
  standLayer?: string;
  /** The layer of the hall's outline (its largest closed polyline) and holes. */
  outlineLayer?: string;
  columnLayer?: string;
}

/** Centimetres per drawing unit by the header's $INSUNITS: inches, feet, millimetres, centimetres, metres. */
const INSUNITS_CM: Record<string, number> = { '1': 2.54, '2': 30.48, '4': 0.1, '5': 1, '6': 100 };
/** How far the outline made up around a drawing without outline layer stands off its stands (1 m). */
const MARGIN_CM = 100;

type Polyline = Extract<DxfItem, { kind: 'polyline' }>;
type PlanRead = { geometry: HallGeometry | null; problems: PlanProblem[]; layers: DxfLayer[] };

/**
 * The hall plan of a DXF file: stands are the closed polylines of the stand layer, numbered by the TEXT or MTEXT
 * whose insertion point lies in them (of the stand layer first, then of any other); outline and holes those of the
 * outline layer, columns those of the column layer. Without an outline layer the outline is the bounding box of the
 * stands and columns grown by 1 m on each side: DXF plans often draw the hall's walls as loose lines, and the
 * organiser can redraw it in the editor. Units from $INSUNITS, unless a calibration is given (it wins, as for
 * SVG). DXF's y axis points up: it is turned down, and everything shifted so the smallest x and y are 0.
 * Null when dxf-parser cannot read the file.
 */
export function readDxfPlan(groups: readonly DxfGroup[], options: DxfPlanOptions): PlanRead | null {
  const items = dxfItems(groups);
  if (!items) return null;
  const layers = layersOf(tableLayers(groups), items);
  const chosen = chosenLayers(layers, options);
  if (Array.isArray(chosen)) return { geometry: null, problems: chosen, layers };
  const { standLayer, outlineLayer, columnLayer } = chosen;

  const insunits = headerValue(groups, '$INSUNITS');
  const scale = calibratedScale(options.calibration) ?? INSUNITS_CM[insunits ?? ''] ?? null;
  if (scale === null) return { geometry: null, problems: [{ code: 'planNoUnits', stands: [], at: null }], layers };

  const on = (layer: string | null) => items.filter((item): item is Polyline => item.kind === 'polyline' && layer !== null && sameLayer(item.layer, layer));
  const [stands, outlines, columns] = [on(standLayer), on(outlineLayer), on(columnLayer)];
  const flipped = ([x, y]: XY): XY => [x * scale, -y * scale];
  const drawn = boundsOf([...stands, ...columns, ...outlines].flatMap((line) => line.points.map(flipped)));
  const margin = outlineLayer === null ? MARGIN_CM : 0;
  const [minX, minY] = [drawn.minX - margin, drawn.minY - margin];
  const toCm = (point: XY): Point => {
    const [x, y] = flipped(point);
    return [centimetres(x - minX), centimetres(y - minY)];
  };

  const problems: PlanProblem[] = [];
  const drawing = emptyDrawing();
  const read = (lines: Polyline[]) => lines.flatMap((line) => ringOf(line, toCm, problems));
  const standRings = read(stands);
  const texts = items
    .flatMap((item) => (item.kind === 'text' ? [{ at: toCm(item.at), text: item.text, own: sameLayer(item.layer, standLayer) }] : []))
    .sort((a, b) => Number(b.own) - Number(a.own));
  drawing.stands = numbersOf(standRings, texts).map((number, i) => ({ number, ring: standRings[i]! }));
  drawing.columns = read(columns);
  if (outlineLayer !== null) {
    const [outline, ...holes] = read(outlines).sort((a, b) => ringArea(b) - ringArea(a));
    drawing.outline = outline ?? null;
    drawing.holes = holes;
  } else if (Number.isFinite(drawn.minX)) {
    const [width, height] = [Math.round(drawn.maxX - drawn.minX + 2 * MARGIN_CM), Math.round(drawn.maxY - drawn.minY + 2 * MARGIN_CM)];
    drawing.outline = [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ];
  }
  return { ...planOf(drawing, problems), layers };
}

/** The polyline's ring in centimetres; a curve or an outline left open is a problem at its place instead. */
function ringOf(line: Polyline, toCm: (point: XY) => Point, problems: PlanProblem[]): Ring[] {
  if (line.curveAt) {
    problems.push({ code: 'planCurvedSegment', stands: [], at: toCm(line.curveAt) });
    return [];
  }
  const points = line.points.map(toCm);
  const ring = cleanRing(points);
  if (!ring) return [];
  if (!line.closed && !samePoint(points[0]!, points.at(-1)!)) {
    problems.push({ code: 'planOpenOutline', stands: [], at: points[0]! });
    return [];
  }
  return [ring];
}

/**
 * The layers to read: those the options name (each one the file lacks is a problem), and for the stands without a
 * name the one layer that has closed polylines and texts; when none or several have, the user is to choose.
 */
function chosenLayers(layers: readonly DxfLayer[], options: DxfPlanOptions) {
  const problems: PlanProblem[] = [];
  const named = (wanted: string | undefined): string | null => {
    if (wanted === undefined) return null;
    const found = layers.find((layer) => sameLayer(layer.name, wanted));
    if (!found) problems.push({ code: 'planLayerMissing', stands: [], at: null, params: { layer: wanted } });
    return found?.name ?? null;
  };
  const candidates = layers.filter((layer) => layer.closedPolylines > 0 && layer.texts > 0);
  const standLayer = options.standLayer !== undefined ? named(options.standLayer) : candidates.length === 1 ? candidates[0]!.name : null;
  if (options.standLayer === undefined && standLayer === null) problems.push({ code: 'planLayerMissing', stands: [], at: null, params: { layer: '' } });
  const [outlineLayer, columnLayer] = [named(options.outlineLayer), named(options.columnLayer)];
  return problems.length > 0 || standLayer === null ? problems : { standLayer, outlineLayer, columnLayer };
}

/** Every layer of the table and of the drawing, in that order, with its closed polylines and texts. */
function layersOf(table: readonly string[], items: readonly DxfItem[]): DxfLayer[] {
  const layers = new Map<string, DxfLayer>();
  const layer = (name: string) => {
    const key = name.toUpperCase();
    if (!layers.has(key)) layers.set(key, { name, closedPolylines: 0, texts: 0 });
    return layers.get(key)!;
  };
  for (const name of table) layer(name);
  for (const item of items) {
    if (item.kind === 'text') layer(item.layer).texts++;
    else if (item.points.length >= 3 && (item.closed || samePoint(item.points[0]!, item.points.at(-1)!))) layer(item.layer).closedPolylines++;
    else layer(item.layer);
  }
  return [...layers.values()];
}

/** AutoCAD compares layer names without regard to case. */
const sameLayer = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
