import { MAX_RING_POINTS, standKey, type PlanProblem, type Ring } from '@messeportal/domain';
import type { Drawing } from './drawing.ts';
import { markerOf, selfIntersection } from './ring-geometry.ts';

/**
 * The faults of a drawing that both formats can have, each at its place in centimetres: no outline, no stands,
 * a stand without a number, a number given twice (as standKey compares them: "A 01" is "A1"), a ring that crosses
 * itself. Where stands stand (overlaps, outside the hall, on a column) is the domain's checkPlan's to say.
 */
export function drawingProblems(drawing: Drawing): PlanProblem[] {
  const problems: PlanProblem[] = [];
  if (!drawing.outline) problems.push({ code: 'planNoHallOutline', stands: [], at: null });
  if (drawing.stands.length === 0) problems.push({ code: 'planNoStands', stands: [], at: null });

  for (const ring of [drawing.outline, ...drawing.holes]) {
    const crossing = ring && crossingOf(ring);
    if (crossing) problems.push({ code: 'planSelfIntersection', stands: [], at: crossing });
  }
  const byKey = new Map<string, { numbers: string[]; at: PlanProblem['at'] }>();
  for (const { number, ring } of drawing.stands) {
    const crossing = crossingOf(ring);
    if (crossing) problems.push({ code: 'planSelfIntersection', stands: number === '' ? [] : [number], at: crossing });
    if (number === '') {
      problems.push({ code: 'planMissingNumber', stands: [], at: markerOf(ring) });
      continue;
    }
    const key = standKey(number);
    const seen = byKey.get(key);
    // Shown at the second stand of the number: the first is where the reader expects it.
    if (seen) {
      if (seen.numbers.length === 1) seen.at = markerOf(ring);
      seen.numbers.push(number);
    } else byKey.set(key, { numbers: [number], at: markerOf(ring) });
  }
  for (const { numbers, at } of byKey.values()) {
    if (numbers.length > 1) problems.push({ code: 'planDuplicateNumber', stands: numbers, at });
  }
  return problems;
}

/**
 * Where the ring crosses itself. A ring of more corners than a plan may hold is not tested: the test is quadratic
 * (a flattened curve of 100,000 corners would take minutes), and such a ring cannot be saved anyway.
 */
const crossingOf = (ring: Ring) => (ring.length <= MAX_RING_POINTS ? selfIntersection(ring) : null);
