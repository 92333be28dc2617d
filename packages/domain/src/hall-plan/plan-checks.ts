import { standKey } from '../registration-desk.ts';
import { narrowAisles } from './aisle-check.ts';
import { centroid, selfIntersectionAt } from './geometry.ts';
import type { HallGeometry } from './model.ts';
import { overlappingStands, planContext, problemAt, standsCuttingColumns, standsInKeepClear, standsOutsideHall } from './placement-checks.ts';
import { PLAN_PROBLEM_CODES, type PlanProblem } from './problems.ts';
import { naturalCompareStandNumbers } from './stand-numbering.ts';

export type { KeepClearZone } from './placement-checks.ts';

/** The narrowest aisle between stands a plan allows by default: 3 m, what halls commonly require for visitors. */
export const MIN_AISLE_WIDTH_CM = 300;

export interface PlanCheckOptions {
  minAisleWidthCm?: number;
}

/** Stands without a number, and numbers that two or more stands share (by `standKey`: 'B12' and 'b 012' are one). */
function numberProblems(hall: HallGeometry): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const byKey = new Map<string, typeof hall.stands>();
  for (const stand of hall.stands) {
    if (stand.number.trim() === '') {
      problems.push(problemAt('planMissingNumber', [], centroid(stand.ring)));
      continue;
    }
    const key = standKey(stand.number);
    byKey.set(key, [...(byKey.get(key) ?? []), stand]);
  }
  for (const same of byKey.values()) {
    // Shown at the second stand: the first keeps the number, a later one needs another.
    if (same.length > 1) problems.push(problemAt('planDuplicateNumber', same.map((stand) => stand.number), centroid(same[1]!.ring)));
  }
  return problems;
}

const codeOrder = new Map(PLAN_PROBLEM_CODES.map((code, i) => [code, i]));

function compareProblems(a: PlanProblem, b: PlanProblem): number {
  const byCode = codeOrder.get(a.code)! - codeOrder.get(b.code)!;
  if (byCode) return byCode;
  for (let i = 0; i < Math.min(a.stands.length, b.stands.length); i++) {
    const byNumber = naturalCompareStandNumbers(a.stands[i]!, b.stands[i]!);
    if (byNumber) return byNumber;
  }
  return a.stands.length - b.stands.length || (a.at?.[1] ?? 0) - (b.at?.[1] ?? 0) || (a.at?.[0] ?? 0) - (b.at?.[0] ?? 0);
}

/**
 * What is wrong with a hall plan, sorted by the order of PLAN_PROBLEM_CODES, then by stand number: no stands;
 * stands without a number or sharing one; stands whose outline crosses itself; stands overlapping, outside the
 * hall, cutting a column (a column wholly inside a stand is allowed: its area is taken off the stand's), in a zone
 * to keep clear; aisles between two facing stands narrower than `minAisleWidthCm`. A stand whose outline crosses
 * itself is reported for that alone: where it stands is unclear until it is drawn anew. Every check reads the
 * stands near a place from a grid index, so a hall of 2,000 stands is checked in well under a second.
 */
export function checkPlan(hall: HallGeometry, { minAisleWidthCm = MIN_AISLE_WIDTH_CM }: PlanCheckOptions = {}): PlanProblem[] {
  if (hall.stands.length === 0) return [problemAt('planNoStands', [], null)];
  const problems = numberProblems(hall);
  const simple = hall.stands.filter((stand) => {
    const crossing = selfIntersectionAt(stand.ring);
    if (crossing) problems.push(problemAt('planSelfIntersection', [stand.number], crossing));
    return !crossing;
  });
  const context = planContext(hall, simple);
  problems.push(
    ...overlappingStands(context),
    ...standsOutsideHall(context),
    ...standsCuttingColumns(context),
    ...standsInKeepClear(context),
    ...narrowAisles(context, minAisleWidthCm),
  );
  return problems.sort(compareProblems);
}
