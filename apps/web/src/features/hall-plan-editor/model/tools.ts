import type { TechnicalPointKind } from '@messeportal/domain';

export const EDITOR_TOOLS = ['select', 'rectangle', 'polygon', 'column', 'point', 'pan'] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

/** What the drawing tools set down: a column clicked onto the plan, a technical point. */
export interface ToolOptions {
  columnSizeCm: number;
  pointKind: TechnicalPointKind;
  /** In the kind's unit (TECHNICAL_POINT_UNITS). */
  pointCapacity: number;
}

export const DEFAULT_TOOL_OPTIONS: ToolOptions = { columnSizeCm: 50, pointKind: 'power', pointCapacity: 16 };

/** The grids to choose from, in centimetres (0: none, whole centimetres); 50 cm is the usual stand grid. */
export const GRID_CHOICES = [0, 10, 25, 50, 100, 200] as const;
export const DEFAULT_GRID_CM = 50;

/** How far the arrow keys move the chosen items: one grid step (Shift: ten), 1 cm without a grid. */
export const arrowDistanceCm = (gridCm: number, far: boolean) => (gridCm > 0 ? gridCm : 1) * (far ? 10 : 1);
