import { formatNumber } from '../format.ts';
import type { Lang } from '../lang.ts';
import { hallPlanMessages } from '../messages/hall-plan.ts';
import { fillMessage } from '../messages/index.ts';
import { STAND_LABEL_MAX } from '../registration-desk.ts';
import { metres } from './geometry.ts';
import type { KeepClearZone } from './placement-checks.ts';
import type { PlanEditFailure } from './plan-edit-result.ts';
import type { PlanProblem } from './problems.ts';

/**
 * The text of a hall plan's problem or refused edit in the user's language: its message (messages/hall-plan.ts)
 * with the stands, measures and names filled in. These messages stay out of the shared `messages`, which every
 * page loads first: only the API and the back office's plan screens tell plan problems.
 */

export type HallPlanMessageCode = keyof typeof hallPlanMessages;

/**
 * The placeholders each message fills, from the problem's stands and params: `stands` from `stands`; `widthM`
 * and `minM` from the params `widthCm` and `minCm`; `zone` from `zone` (a KeepClearZone); `layer` and `maxMb`
 * as given; `number` from a refused edit's number and `max` from STAND_LABEL_MAX.
 */
export const PLAN_MESSAGE_PLACEHOLDERS: Record<HallPlanMessageCode, readonly string[]> = {
  planFileNotSvg: [],
  planFileNotDxf: [],
  planFileTooLarge: ['maxMb'],
  planNoUnits: [],
  planLayerMissing: ['layer'],
  planStandLayerMissing: [],
  planCurvedSegment: [],
  planNoStands: [],
  planBeyondLimits: [],
  planOpenOutline: [],
  planSelfIntersection: ['stands'],
  planOutlineSelfIntersection: [],
  planMissingNumber: [],
  planDuplicateNumber: ['stands'],
  planNoHallOutline: [],
  planStandsOverlap: ['stands'],
  planStandOutsideHall: ['stands'],
  planStandCoversColumn: ['stands'],
  planStandInKeepClear: ['stands', 'zone'],
  planAisleTooNarrow: ['stands', 'widthM', 'minM'],
  planStandNotFound: ['number'],
  standsNotNeighbours: [],
  mergeNeedsTwoStands: [],
  numberTaken: ['number'],
  standNumberTooLong: ['number', 'max'],
  splitOutsideStand: ['number'],
  splitNotInTwo: ['number'],
  renumberInvalid: [],
  planCoordinateOutOfRange: [],
};

/** A zone to keep clear as the sentence names it ("Stand B1 ragt in einen Notausgang"). */
const ZONE_NAMES: Record<KeepClearZone, Record<Lang, string>> = {
  keepClear: { de: 'eine freizuhaltende Fläche', en: 'a keep-clear zone' },
  aisle: { de: 'einen Gang', en: 'an aisle' },
  entrance: { de: 'einen Eingang', en: 'an entrance' },
  emergency_exit: { de: 'einen Notausgang', en: 'an emergency exit' },
};

/** Stand numbers as a sentence lists them: "B1", "B1 und B2", "B1, B2 und B3" ("and" in English). */
function listed(numbers: readonly string[], lang: Lang): string {
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${numbers.at(-1)}`;
}

const metresText = (cm: string | number, lang: Lang) => (typeof cm === 'number' ? formatNumber(metres(cm), lang) : cm);

/** The message's placeholders filled from a problem's params: centimetres as metres, a zone by its name. */
function placeholders(params: Record<string, string | number>, lang: Lang): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'widthCm') filled.widthM = metresText(value, lang);
    else if (name === 'minCm') filled.minM = metresText(value, lang);
    else if (name === 'zone') filled.zone = ZONE_NAMES[value as KeepClearZone]?.[lang] ?? String(value);
    else filled[name] = typeof value === 'number' && !Number.isInteger(value) ? formatNumber(value, lang) : String(value);
  }
  return filled;
}

/** Which message a problem is told by: a shape without a number and a layer without a name have their own. */
function messageOf(problem: PlanProblem): HallPlanMessageCode {
  if (problem.code === 'planSelfIntersection' && problem.stands.length === 0) return 'planOutlineSelfIntersection';
  if (problem.code === 'planLayerMissing' && !problem.params?.layer) return 'planStandLayerMissing';
  return problem.code;
}

/** A plan problem as the user reads it, e.g. "Der Gang zwischen den Ständen B1 und C1 ist nur 2,40 m breit, …". */
export function planProblemText(problem: PlanProblem, lang: Lang): string {
  return fillMessage(hallPlanMessages[messageOf(problem)][lang], { ...placeholders(problem.params ?? {}, lang), stands: listed(problem.stands, lang) });
}

/** Why the editor refused an edit, as the user reads it. */
export function planEditFailureText(failure: PlanEditFailure, lang: Lang): string {
  // Typed so that a failure code without a message does not compile.
  const code: HallPlanMessageCode = failure.code;
  return fillMessage(hallPlanMessages[code][lang], { number: failure.number ?? '', max: STAND_LABEL_MAX });
}
