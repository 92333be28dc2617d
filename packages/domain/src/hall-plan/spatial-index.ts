import { type Box, boxesTouch } from './geometry.ts';

/**
 * A grid of buckets over the plan, so that the checks find a stand's neighbours without comparing every pair:
 * each item (a stand, an edge, a column …) is put in every cell its bounding box touches, and a query reads only
 * the cells of the box asked about. With cells about one stand wide a 2,000-stand hall answers each query from a
 * handful of buckets.
 */
export interface GridIndex {
  /** The items whose boxes touch or overlap `box` (an edge or a corner in common is enough), each once. */
  near(box: Box): number[];
}

// Cell numbers are shifted by 2^21 and packed into one number: with cells of at least 1 cm and coordinates within
// 1,000,000 cm (plus a query's margin) both fit in 22 bits, the key in 44, far below 2^53.
const SHIFT = 2 ** 21;
const ROW = 2 ** 22;
const key = (cellX: number, cellY: number): number => (cellX + SHIFT) * ROW + (cellY + SHIFT);

/** The cell size that suits these boxes: the median of their longer sides, at least 50 cm. */
function cellSizeFor(boxes: readonly Box[]): number {
  if (boxes.length === 0) return 100;
  const sides = boxes.map((box) => Math.max(box.maxX - box.minX, box.maxY - box.minY)).sort((a, b) => a - b);
  return Math.max(50, sides[Math.floor(sides.length / 2)]!);
}

/** A grid index of the boxes, queried by their position in `boxes`. */
export function gridIndex(boxes: readonly Box[], cellCm: number = cellSizeFor(boxes)): GridIndex {
  const cells = new Map<number, number[]>();
  const cellOf = (value: number) => Math.floor(value / cellCm);
  boxes.forEach((box, item) => {
    for (let x = cellOf(box.minX), maxX = cellOf(box.maxX); x <= maxX; x++) {
      for (let y = cellOf(box.minY), maxY = cellOf(box.maxY); y <= maxY; y++) {
        const bucket = cells.get(key(x, y));
        if (bucket) bucket.push(item);
        else cells.set(key(x, y), [item]);
      }
    }
  });
  // The query that last saw each item, so that an item in several of the cells read is listed once.
  const seen = new Int32Array(boxes.length);
  let query = 0;

  return {
    near(box) {
      const found: number[] = [];
      const [minX, maxX, minY, maxY] = [cellOf(box.minX), cellOf(box.maxX), cellOf(box.minY), cellOf(box.maxY)];
      // A query wider than the grid has items (the whole hall, say) is quicker read item by item.
      if ((maxX - minX + 1) * (maxY - minY + 1) > boxes.length) {
        boxes.forEach((other, item) => boxesTouch(other, box) && found.push(item));
        return found;
      }
      query++;
      for (let x = minX; x <= maxX; x++) {
        for (let y = minY; y <= maxY; y++) {
          for (const item of cells.get(key(x, y)) ?? []) {
            if (seen[item] === query) continue;
            seen[item] = query;
            if (boxesTouch(boxes[item]!, box)) found.push(item);
          }
        }
      }
      return found;
    },
  };
}
