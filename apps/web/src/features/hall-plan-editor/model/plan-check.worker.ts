import { checkPlan, deriveStands, type DerivedStand, type HallGeometry, type PlanProblem } from '@messeportal/domain';

/** A plan to check, numbered so that the editor keeps only the answer to the latest. */
export interface PlanCheckRequest {
  id: number;
  hall: HallGeometry;
}

export interface PlanCheckAnswer {
  id: number;
  problems: PlanProblem[];
  stands: DerivedStand[];
}

/**
 * The plan's check beside the page: `checkPlan` and `deriveStands` take a few hundred milliseconds on a hall of 2,000
 * stands, which here never hold up a drag or a key press in the editor.
 */
self.onmessage = (event: MessageEvent<PlanCheckRequest>) => {
  const { id, hall } = event.data;
  const answer: PlanCheckAnswer = { id, problems: checkPlan(hall), stands: deriveStands(hall) };
  self.postMessage(answer);
};
