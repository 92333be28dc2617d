import type { HallGeometry } from './model.ts';

/**
 * What an edit of the plan editor gives back: the new hall, or why the edit cannot be made. The code is a message
 * code (messages/hall-plan.ts); `number` names the stand the message is about, where there is one.
 */
export const PLAN_EDIT_FAILURE_CODES = [
  'planStandNotFound',
  'standsNotNeighbours',
  'mergeNeedsTwoStands',
  'numberTaken',
  'standNumberTooLong',
  'splitOutsideStand',
  'splitNotInTwo',
  'renumberInvalid',
  'planCoordinateOutOfRange',
] as const;
export type PlanEditFailureCode = (typeof PLAN_EDIT_FAILURE_CODES)[number];

export interface PlanEditFailure {
  ok: false;
  code: PlanEditFailureCode;
  number?: string;
}

export type PlanEditResult = { ok: true; hall: HallGeometry } | PlanEditFailure;
