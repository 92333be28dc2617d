import { hallGeometrySchema, type HallGeometry, type Ring } from '@messeportal/domain';

/** A rectangle x, y (top left), width and height in centimetres, clockwise on the plan. */
export const rect = (x: number, y: number, width: number, height: number): Ring => [[x, y], [x + width, y], [x + width, y + height], [x, y + height]];

/** A hall of 30 × 20 m for the editor's tests, with the stands given as [number, ring] pairs. */
export const planOf = (stands: [string, Ring][], rest: Partial<HallGeometry> = {}): HallGeometry =>
  hallGeometrySchema.parse({ outline: rect(0, 0, 3_000, 2_000), ...rest, stands: stands.map(([number, ring]) => ({ number, ring })) });
