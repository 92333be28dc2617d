import type { Ring } from '@messeportal/domain';
import { boundsOf, inBounds } from './ring-geometry.ts';

/** A ring whose bounding box spans more grid cells than this is kept aside and tried for every point. */
const MAX_CELLS_PER_RING = 16;

/**
 * A finder of the rings whose bounding box holds a point, by a grid of about as many cells as rings: a plan of
 * 5,000 stands and as many texts tests a handful of stands per text, not all 5,000. Indices in ascending order.
 */
export function ringFinder(rings: readonly Ring[]): (point: readonly [number, number]) => number[] {
  const bounds = rings.map((ring) => boundsOf(ring));
  const all = boundsOf(bounds.flatMap((box) => [[box.minX, box.minY] as const, [box.maxX, box.maxY] as const]));
  const side = Math.max(1, Math.ceil(Math.sqrt(rings.length)));
  const [cellWidth, cellHeight] = [(all.maxX - all.minX) / side || 1, (all.maxY - all.minY) / side || 1];
  const column = (x: number) => Math.min(side - 1, Math.max(0, Math.floor((x - all.minX) / cellWidth)));
  const row = (y: number) => Math.min(side - 1, Math.max(0, Math.floor((y - all.minY) / cellHeight)));
  const cells = new Map<number, number[]>();
  const wide: number[] = [];
  bounds.forEach((box, i) => {
    const [left, right, top, bottom] = [column(box.minX), column(box.maxX), row(box.minY), row(box.maxY)];
    if ((right - left + 1) * (bottom - top + 1) > MAX_CELLS_PER_RING) return void wide.push(i);
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const cell = cells.get(y * side + x);
        if (cell) cell.push(i);
        else cells.set(y * side + x, [i]);
      }
    }
  });
  return (point) => {
    const inCell = inBounds(point, all) ? (cells.get(row(point[1]) * side + column(point[0])) ?? []) : [];
    return [...inCell, ...wide].filter((i) => inBounds(point, bounds[i]!)).sort((a, b) => a - b);
  };
}

