import {
  addColumn,
  addStand,
  addTechnicalPoint,
  mergeStands,
  moveItems,
  naturalCompareStandNumbers,
  NO_ITEMS,
  removeItems,
  renumberStands,
  resizeStand,
  rotateStand90,
  splitStand,
  type Box,
  type DrawingEditResult,
  type HallGeometry,
  type PlanItems,
  type RenumberOptions,
  type TechnicalPoint,
} from '@messeportal/domain';

/** An edit of the chosen items: the domain's answer and what is chosen after it. */
export interface Command {
  result: DrawingEditResult;
  select?: PlanItems;
}

const stands = (numbers: readonly string[]): PlanItems => ({ ...NO_ITEMS, stands: numbers });

/** Each chosen stand a quarter turn clockwise, all or none. */
export function rotateChosen(hall: HallGeometry, items: PlanItems): Command {
  let result: DrawingEditResult = { ok: true, hall };
  for (const number of items.stands) {
    if (!result.ok) break;
    result = rotateStand90(result.hall, number);
  }
  return { result };
}

/** The one chosen stand in two along `axis` through its middle; both parts chosen after. */
export function splitChosen(hall: HallGeometry, items: PlanItems, axis: 'x' | 'y'): Command {
  const number = items.stands[0]!;
  const result = splitStand(hall, number, axis);
  if (!result.ok) return { result };
  const at = result.hall.stands.findIndex((stand) => stand.number === number);
  return { result, select: stands([number, result.hall.stands[at + 1]!.number]) };
}

/** The chosen stands as one, under the lowest number, which stays chosen. */
export function mergeChosen(hall: HallGeometry, items: PlanItems): Command {
  const result = mergeStands(hall, items.stands);
  const lowest = [...items.stands].sort(naturalCompareStandNumbers)[0];
  return { result, select: lowest === undefined ? undefined : stands([lowest]) };
}

/** The chosen stands numbered anew; they stay chosen under their new numbers. */
export function renumberChosen(hall: HallGeometry, items: PlanItems, options: RenumberOptions): Command {
  const result = renumberStands(hall, items.stands, options);
  if (!result.ok) return { result };
  const chosen = new Set(items.stands);
  // Renumbering keeps each stand in its place in the list.
  const renamed = hall.stands.flatMap((stand, i) => (chosen.has(stand.number) ? [result.hall.stands[i]!.number] : []));
  return { result, select: stands(renamed) };
}

export const moveChosen = (hall: HallGeometry, items: PlanItems, dx: number, dy: number): Command => ({ result: moveItems(hall, items, dx, dy) });

export const removeChosen = (hall: HallGeometry, items: PlanItems): Command => ({ result: removeItems(hall, items), select: NO_ITEMS });

type Corners = readonly (readonly [number, number])[];

/** A stand drawn as a rectangle or polygon, under the next free number; it is chosen after. */
export function drawStand(hall: HallGeometry, corners: Corners): Command {
  const result = addStand(hall, corners);
  return result.ok ? { result, select: stands([result.hall.stands.at(-1)!.number]) } : { result };
}

export function drawColumn(hall: HallGeometry, corners: Corners): Command {
  const result = addColumn(hall, corners);
  return result.ok ? { result, select: { ...NO_ITEMS, columns: [result.hall.columns.length - 1] } } : { result };
}

export function placePoint(hall: HallGeometry, point: Pick<TechnicalPoint, 'kind' | 'capacity'> & { at: readonly [number, number] }): Command {
  const result = addTechnicalPoint(hall, point);
  return result.ok ? { result, select: { ...NO_ITEMS, technicalPoints: [result.hall.technicalPoints.length - 1] } } : { result };
}

export const resizeChosen = (hall: HallGeometry, number: string, box: Box): Command => ({ result: resizeStand(hall, number, box) });
