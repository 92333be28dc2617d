import type { Point } from './model.ts';

/**
 * What is wrong with a hall plan, as a list the editor shows beside the drawing and an import shows before it is
 * accepted. Each problem names the stands it concerns and a place on the plan (centimetres) to show it at; its text
 * is the message of the same code (messages/hall-plan.ts) with the stands and `params` filled in.
 */
export const PLAN_PROBLEM_CODES = [
  // The file (import)
  'planFileNotSvg',
  'planFileNotDxf',
  'planFileTooLarge',
  'planNoUnits',
  'planLayerMissing',
  // The drawing itself (import)
  'planCurvedSegment',
  'planNoStands',
  'planBeyondLimits',
  'planOpenOutline',
  'planSelfIntersection',
  'planMissingNumber',
  'planDuplicateNumber',
  'planNoHallOutline',
  // Where stands stand (editor and import)
  'planStandsOverlap',
  'planStandOutsideHall',
  'planStandCoversColumn',
  'planStandInKeepClear',
  'planAisleTooNarrow',
] as const;
export type PlanProblemCode = (typeof PLAN_PROBLEM_CODES)[number];

export interface PlanProblem {
  code: PlanProblemCode;
  /** The stand numbers concerned (empty for a shape without a number). */
  stands: string[];
  /** Where to show it, in centimetres; null when the problem has no one place. */
  at: Point | null;
  /** Values the message names besides the stands, e.g. `{ widthCm: 240, minCm: 300 }` for a narrow aisle. */
  params?: Record<string, string | number>;
}

/**
 * Problems that only warn: the plan may be saved with them, as organisers knowingly narrow an aisle at one place or
 * build around a column. Every other problem means the drawing is wrong and blocks saving or accepting it.
 */
const WARNING_CODES: ReadonlySet<PlanProblemCode> = new Set(['planStandCoversColumn', 'planStandInKeepClear', 'planAisleTooNarrow']);
export const isBlockingProblem = (problem: Pick<PlanProblem, 'code'>) => !WARNING_CODES.has(problem.code);
