import type { Lang } from '../lang.ts';
import type { PlanEditFailure, PlanEditResult } from './plan-edit-result.ts';
import { planEditFailureText } from './problem-text.ts';

/**
 * What the plan editor's drawing edits (stand-drawing-edits.ts, plan-element-edits.ts) give back: a `PlanEditResult`,
 * or one of the refusals only drawing has. Their texts live here beside the codes, as the editor alone tells them.
 */
export const DRAWING_EDIT_FAILURE_CODES = ['planShapeTooSmall', 'planElementNotFound', 'technicalCapacityInvalid'] as const;
export type DrawingEditFailureCode = (typeof DRAWING_EDIT_FAILURE_CODES)[number];

export interface DrawingEditFailure {
  ok: false;
  code: DrawingEditFailureCode;
}

export type DrawingEditResult = PlanEditResult | DrawingEditFailure;

/** The largest capacity of a technical point, in its kind's unit (the model's limit; the message names it). */
export const MAX_TECHNICAL_CAPACITY = 100_000;

export const drawingEditMessages: Record<DrawingEditFailureCode, Record<Lang, string>> = {
  planShapeTooSmall: {
    de: 'Diese Form ist zu klein: ein Stand oder eine Säule braucht mindestens drei Ecken und eine Fläche.',
    en: 'This shape is too small: a stand or column needs at least three corners and an area.',
  },
  planElementNotFound: {
    de: 'Dieses Element gibt es auf dem Plan nicht (mehr). Bitte wählen Sie es neu aus.',
    en: 'This element is not on the plan (any more). Please select it again.',
  },
  technicalCapacityInvalid: {
    de: 'Bitte geben Sie als Kapazität eine Zahl von 0 bis 100.000 ein.',
    en: 'Please enter a capacity from 0 to 100,000.',
  },
};

const isDrawingFailure = (failure: PlanEditFailure | DrawingEditFailure): failure is DrawingEditFailure =>
  (DRAWING_EDIT_FAILURE_CODES as readonly string[]).includes(failure.code);

/** Why the editor refused an edit, as the user reads it, whichever kind of edit it was. */
export function editFailureText(failure: PlanEditFailure | DrawingEditFailure, lang: Lang): string {
  if (!isDrawingFailure(failure)) return planEditFailureText(failure, lang);
  return drawingEditMessages[failure.code][lang];
}
