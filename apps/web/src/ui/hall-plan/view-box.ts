import type { Ring } from '@messeportal/domain';

/** A rectangle in the plan's centimetres, as an SVG `viewBox` takes it. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How the plan is zoomed and panned inside its fitted view box: the one `<g transform>` of the drawing,
 * `translate(x y) scale(scale)` in view-box units. `FIT` shows the whole hall.
 */
export interface PlanView {
  scale: number;
  x: number;
  y: number;
}

export const FIT: PlanView = { scale: 1, x: 0, y: 0 };
/** At most 40 times the whole hall: a 100 m hall then shows 2.5 m across, a stand's number fills the screen. */
export const MAX_SCALE = 40;
/** One step of the zoom buttons and of a wheel's notch. */
export const ZOOM_STEP = 1.5;

/** The smallest box around the rings' corners; an empty box at 0 for none. */
export function boxOf(rings: readonly Ring[]): ViewBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/**
 * The view box that shows the whole hall: the outline's box (and any stand drawn beyond it, so that a stand
 * outside the hall is seen too) with a margin of 2 % of its longer side, at least 50 cm, so that walls and
 * markers at the edge are not cut.
 */
export function fittedViewBox(outline: Ring, stands: readonly Ring[] = []): ViewBox {
  const box = boxOf([outline, ...stands]);
  const margin = Math.max(50, Math.round(Math.max(box.width, box.height) * 0.02));
  return { x: box.x - margin, y: box.y - margin, width: Math.max(box.width, 1) + 2 * margin, height: Math.max(box.height, 1) + 2 * margin };
}

export const viewBoxAttribute = (box: ViewBox) => `${box.x} ${box.y} ${box.width} ${box.height}`;

export const transformOf = (view: PlanView) => `translate(${round(view.x)} ${round(view.y)}) scale(${round(view.scale, 4)})`;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * Keeps at least the view box's middle covered by the plan, so that panning or zooming out can never push the
 * hall out of sight.
 */
export function clampView(view: PlanView, box: ViewBox): PlanView {
  const scale = Math.min(MAX_SCALE, Math.max(1, view.scale));
  if (scale === 1) return FIT;
  const middleX = box.x + box.width / 2;
  const middleY = box.y + box.height / 2;
  const x = Math.min(middleX - scale * box.x, Math.max(middleX - scale * (box.x + box.width), view.x));
  const y = Math.min(middleY - scale * box.y, Math.max(middleY - scale * (box.y + box.height), view.y));
  return { scale, x, y };
}

/** Zoomed by `factor` about a point of the view box (the wheel's place, or the middle for the buttons): it stays where it is. */
export function zoomAt(view: PlanView, point: readonly [number, number], factor: number, box: ViewBox): PlanView {
  const scale = Math.min(MAX_SCALE, Math.max(1, view.scale * factor));
  const applied = scale / view.scale;
  const [px, py] = point;
  return clampView({ scale, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied }, box);
}

/** Moved by a drag of `dx`, `dy` view-box units. */
export const panBy = (view: PlanView, dx: number, dy: number, box: ViewBox): PlanView => clampView({ ...view, x: view.x + dx, y: view.y + dy }, box);

export const middleOf = (box: ViewBox): [number, number] => [box.x + box.width / 2, box.y + box.height / 2];

/**
 * The CSS transform (about the svg's top left corner) that shows a plan drawn at `drawn` as it looks at `live`: the
 * drawing moved and scaled as a whole, a gesture's stand-in until the plan is drawn anew (usePanZoom). `pixelsPerUnit`
 * screen pixels make one view-box unit, and the view box's origin lies at `origin` pixels from the svg's corner.
 */
export function gestureTransform(drawn: PlanView, live: PlanView, pixelsPerUnit: number, origin: readonly [number, number]): string {
  const factor = live.scale / drawn.scale;
  const shift = (to: number, from: number, at: number) => round(pixelsPerUnit * (to - factor * from) + (1 - factor) * at, 2);
  return `translate(${shift(live.x, drawn.x, origin[0])}px, ${shift(live.y, drawn.y, origin[1])}px) scale(${round(factor, 5)})`;
}
