import { type HallGeometry, type HallGeometryInput, hallGeometrySchema, type Ring } from './model.ts';

/** Plans for the hall plan's tests (not exported by the package): rectangles in centimetres and a large hall. */

/** A rectangle x, y (its top left corner), width and height, clockwise on the plan. */
export const rect = (x: number, y: number, width: number, height: number): Ring => [[x, y], [x + width, y], [x + width, y + height], [x, y + height]];

/** A hall as the schema reads it: a 100 × 60 m outline unless given, stands as [number, ring] pairs. */
export function hallOf(stands: [string, Ring][], rest: Partial<HallGeometryInput> = {}): HallGeometry {
  return hallGeometrySchema.parse({ outline: rect(0, 0, 10_000, 6_000), ...rest, stands: stands.map(([number, ring]) => ({ number, ring })) });
}

/**
 * A large hall: `rows` rows of `perRow` stands of 3 × 3 m side by side, two rows back to back in each block and an
 * aisle of `aisleCm` between blocks and along the walls; numbers A1, A2 … row by row.
 */
export function gridHall(perRow = 40, rows = 50, aisleCm = 300): HallGeometry {
  const stand = 300;
  const blocks = Math.ceil(rows / 2);
  const stands: [string, Ring][] = [];
  for (let row = 0; row < rows; row++) {
    const y = aisleCm + Math.floor(row / 2) * (2 * stand + aisleCm) + (row % 2) * stand;
    for (let column = 0; column < perRow; column++) stands.push([`A${row * perRow + column + 1}`, rect(aisleCm + column * stand, y, stand, stand)]);
  }
  const width = 2 * aisleCm + perRow * stand;
  const height = aisleCm + blocks * (2 * stand + aisleCm);
  return hallOf(stands, { outline: rect(0, 0, width, height) });
}
