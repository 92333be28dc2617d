import type { EventPlanAnswer, PlanStandSale } from '@messeportal/domain';

export type PlanHall = EventPlanAnswer['halls'][number];

/** A stand as a registration or a proposal names it: the hall by its name ("Halle 3"), the stand by its number. */
export interface StandRef {
  hall: string;
  stand: string;
}

/** The stand on the plan: its hall and what the geometry says of it (area, stand type); null when the plan lacks it. */
export function findOnPlan(plan: EventPlanAnswer | undefined, ref: StandRef | null): { hall: PlanHall; stand: PlanStandSale } | null {
  if (!plan || !ref) return null;
  const hall = plan.halls.find((entry) => entry.name === ref.hall);
  const stand = hall?.stands.find((entry) => entry.number === ref.stand);
  return hall && stand ? { hall, stand } : null;
}

/** One drawing of a hall: the stand marked with the thick outline, and the one outlined beside it. */
export interface PlanView {
  hall: PlanHall;
  selected: string | null;
  highlighted: string | null;
}

/**
 * The halls to draw for a registration: the hall of its stand, and the hall of the stand proposed to it when that
 * is another. The proposed stand is the one to decide on, so it gets the thick outline; the own stand in the same
 * hall is outlined thinner. Stands the plan does not hold (a number typed by hand) draw nothing.
 */
export function planViews(plan: EventPlanAnswer | undefined, own: StandRef | null, proposed: StandRef | null): PlanView[] {
  const ownOnPlan = findOnPlan(plan, own);
  const proposedOnPlan = findOnPlan(plan, proposed);
  const views: PlanView[] = [];
  if (proposedOnPlan) {
    const sameHall = ownOnPlan?.hall.id === proposedOnPlan.hall.id;
    views.push({ hall: proposedOnPlan.hall, selected: proposedOnPlan.stand.number, highlighted: sameHall ? ownOnPlan.stand.number : null });
    if (ownOnPlan && !sameHall) views.push({ hall: ownOnPlan.hall, selected: ownOnPlan.stand.number, highlighted: null });
  } else if (ownOnPlan) {
    views.push({ hall: ownOnPlan.hall, selected: ownOnPlan.stand.number, highlighted: null });
  }
  return views;
}
