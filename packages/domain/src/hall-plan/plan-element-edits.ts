import { standKey } from '../registration-desk.ts';
import { type DrawingEditResult, MAX_TECHNICAL_CAPACITY } from './drawing-edit-result.ts';
import { type HallGeometry, MAX_COORDINATE_CM, type Point, type TechnicalPoint } from './model.ts';
import { drawnRing } from './stand-drawing-edits.ts';

/**
 * The plan editor's edits of what is chosen on the plan at once: stands by number, columns and technical points by
 * their place in the hall's lists. Columns are drawn as outlines like stands; a technical point is a place with a
 * kind and a capacity in the kind's unit.
 */

/** What is chosen on the plan: stands by number, columns and technical points by index. */
export interface PlanItems {
  stands: readonly string[];
  columns: readonly number[];
  technicalPoints: readonly number[];
}

export const NO_ITEMS: PlanItems = { stands: [], columns: [], technicalPoints: [] };

/** Whether the items are all on the plan: 'planStandNotFound' with the number, or 'planElementNotFound'. */
function missingIn(hall: HallGeometry, items: PlanItems): DrawingEditResult | null {
  const numbers = new Set(hall.stands.map((stand) => standKey(stand.number)));
  const missing = items.stands.find((number) => !numbers.has(standKey(number)));
  if (missing !== undefined) return { ok: false, code: 'planStandNotFound', number: missing };
  const inList = (length: number) => (index: number) => Number.isInteger(index) && index >= 0 && index < length;
  if (!items.columns.every(inList(hall.columns.length)) || !items.technicalPoints.every(inList(hall.technicalPoints.length))) return { ok: false, code: 'planElementNotFound' };
  return null;
}

const onPlan = ([x, y]: readonly [number, number]) => Math.abs(x) <= MAX_COORDINATE_CM && Math.abs(y) <= MAX_COORDINATE_CM;

/** Moves the stands, columns and technical points by dx, dy (rounded to whole centimetres), all or none. */
export function moveItems(hall: HallGeometry, items: PlanItems, dx: number, dy: number): DrawingEditResult {
  const missing = missingIn(hall, items);
  if (missing) return missing;
  const [x, y] = [Math.round(dx), Math.round(dy)];
  const shift = ([px, py]: readonly [number, number]): [number, number] => [px + x, py + y];
  const stands = new Set(items.stands.map(standKey));
  const columns = new Set(items.columns);
  const points = new Set(items.technicalPoints);
  const moved: HallGeometry = {
    ...hall,
    stands: hall.stands.map((stand) => (stands.has(standKey(stand.number)) ? { ...stand, ring: stand.ring.map(shift) } : stand)),
    columns: hall.columns.map((ring, i) => (columns.has(i) ? ring.map(shift) : ring)),
    technicalPoints: hall.technicalPoints.map((point, i) => (points.has(i) ? { ...point, at: shift(point.at) } : point)),
  };
  const shapes = [...moved.stands.filter((stand) => stands.has(standKey(stand.number))).map((stand) => stand.ring), ...moved.columns.filter((_, i) => columns.has(i))];
  const inRange = shapes.every((ring) => ring.every(onPlan)) && moved.technicalPoints.every((point, i) => !points.has(i) || onPlan(point.at));
  return inRange ? { ok: true, hall: moved } : { ok: false, code: 'planCoordinateOutOfRange' };
}

/** Removes the stands, columns and technical points, all or none. */
export function removeItems(hall: HallGeometry, items: PlanItems): DrawingEditResult {
  const missing = missingIn(hall, items);
  if (missing) return missing;
  const stands = new Set(items.stands.map(standKey));
  const columns = new Set(items.columns);
  const points = new Set(items.technicalPoints);
  return {
    ok: true,
    hall: {
      ...hall,
      stands: hall.stands.filter((stand) => !stands.has(standKey(stand.number))),
      columns: hall.columns.filter((_, i) => !columns.has(i)),
      technicalPoints: hall.technicalPoints.filter((_, i) => !points.has(i)),
    },
  };
}

/** Adds a column drawn as an outline (a square or rectangle, usually), corners rounded to whole centimetres. */
export function addColumn(hall: HallGeometry, corners: readonly (readonly [number, number])[]): DrawingEditResult {
  const ring = drawnRing(corners);
  if (ring === 'tooSmall') return { ok: false, code: 'planShapeTooSmall' };
  if (ring === 'outOfRange') return { ok: false, code: 'planCoordinateOutOfRange' };
  return { ok: true, hall: { ...hall, columns: [...hall.columns, ring] } };
}

const validCapacity = (capacity: number) => Number.isFinite(capacity) && capacity >= 0 && capacity <= MAX_TECHNICAL_CAPACITY;

/** Adds a technical point at a place (rounded to whole centimetres) with its kind and capacity. */
export function addTechnicalPoint(hall: HallGeometry, point: { kind: TechnicalPoint['kind']; at: readonly [number, number]; capacity: number }): DrawingEditResult {
  const at: Point = [Math.round(point.at[0]) + 0, Math.round(point.at[1]) + 0];
  if (!onPlan(at)) return { ok: false, code: 'planCoordinateOutOfRange' };
  if (!validCapacity(point.capacity)) return { ok: false, code: 'technicalCapacityInvalid' };
  return { ok: true, hall: { ...hall, technicalPoints: [...hall.technicalPoints, { kind: point.kind, at, capacity: point.capacity }] } };
}

/** Gives a technical point another kind or capacity; its place stays. */
export function changeTechnicalPoint(hall: HallGeometry, index: number, change: Pick<TechnicalPoint, 'kind' | 'capacity'>): DrawingEditResult {
  const missing = missingIn(hall, { ...NO_ITEMS, technicalPoints: [index] });
  if (missing) return missing;
  if (!validCapacity(change.capacity)) return { ok: false, code: 'technicalCapacityInvalid' };
  return { ok: true, hall: { ...hall, technicalPoints: hall.technicalPoints.map((point, i) => (i === index ? { ...point, kind: change.kind, capacity: change.capacity } : point)) } };
}
