import { boundingBox, type Box, type HallGeometry, NO_ITEMS, type PlanItems } from '@messeportal/domain';

/** One thing on the plan that can be chosen: a stand by its number, a column or technical point by its index. */
export type PlanItem = { kind: 'stand'; number: string } | { kind: 'column'; index: number } | { kind: 'point'; index: number };

export const itemCount = (items: PlanItems) => items.stands.length + items.columns.length + items.technicalPoints.length;

export const only = (item: PlanItem): PlanItems =>
  item.kind === 'stand' ? { ...NO_ITEMS, stands: [item.number] } : item.kind === 'column' ? { ...NO_ITEMS, columns: [item.index] } : { ...NO_ITEMS, technicalPoints: [item.index] };

export function isChosen(items: PlanItems, item: PlanItem): boolean {
  if (item.kind === 'stand') return items.stands.includes(item.number);
  return (item.kind === 'column' ? items.columns : items.technicalPoints).includes(item.index);
}

/** The items with `item` added, or taken out when it is chosen already (a shift-click). */
export function toggled(items: PlanItems, item: PlanItem): PlanItems {
  const on = !isChosen(items, item);
  if (item.kind === 'stand') return { ...items, stands: on ? [...items.stands, item.number] : items.stands.filter((number) => number !== item.number) };
  const key = item.kind === 'column' ? 'columns' : 'technicalPoints';
  return { ...items, [key]: on ? [...items[key], item.index] : items[key].filter((index) => index !== item.index) };
}

/** Both choices together, each item once. */
export const joined = (a: PlanItems, b: PlanItems): PlanItems => ({
  stands: [...new Set([...a.stands, ...b.stands])],
  columns: [...new Set([...a.columns, ...b.columns])],
  technicalPoints: [...new Set([...a.technicalPoints, ...b.technicalPoints])],
});

const within = (inner: Box, outer: Box) => inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;

/** What lies wholly inside a box drawn on the plan (a box selection). */
export function itemsInBox(hall: HallGeometry, box: Box): PlanItems {
  const point = (at: readonly [number, number]) => within({ minX: at[0], minY: at[1], maxX: at[0], maxY: at[1] }, box);
  return {
    stands: hall.stands.filter((stand) => within(boundingBox(stand.ring), box)).map((stand) => stand.number),
    columns: hall.columns.flatMap((ring, index) => (within(boundingBox(ring), box) ? [index] : [])),
    technicalPoints: hall.technicalPoints.flatMap((tp, index) => (point(tp.at) ? [index] : [])),
  };
}

/** The box of two corners in any order. */
export const boxBetween = (a: readonly [number, number], b: readonly [number, number]): Box => ({
  minX: Math.min(a[0], b[0]),
  minY: Math.min(a[1], b[1]),
  maxX: Math.max(a[0], b[0]),
  maxY: Math.max(a[1], b[1]),
});

/** The item a pointer pressed on, from the data attributes the drawing puts on each shape. */
export function itemAt(target: EventTarget | null): PlanItem | null {
  const element = target instanceof Element ? target.closest<SVGElement>('[data-stand],[data-column],[data-point]') : null;
  if (!element) return null;
  const { stand, column, point } = element.dataset;
  if (stand !== undefined) return { kind: 'stand', number: stand };
  if (column !== undefined) return { kind: 'column', index: Number(column) };
  return point !== undefined ? { kind: 'point', index: Number(point) } : null;
}
