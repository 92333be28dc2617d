import type { Tx } from '../../platform/db/client.ts';
import { eventHalls, hallPlans, hallPlanVersions } from '../../platform/db/schema.ts';
import { daysFrom } from './dates.ts';
import { demoHalls } from './demo-halls.ts';
import type { FairKey } from './season-plan.ts';

/** Where the seeded plans came from, as a version's source names an imported file's. */
export const DEMO_PLAN_SOURCE = 'demo';
/** The halls were drawn before the season began: the first registrations came some 170 days ago. */
const DRAWN_DAYS_AGO = 200;

/**
 * The organiser's halls with their plans (demo-halls.ts), each as its first version saved by the back-office user,
 * and the halls each fair sells in that version (event_halls). Written directly, as the factories write them: the
 * plans pass the plan checks (the seed's test runs them), which saving through the product would run again.
 */
export async function seedHallPlans(tx: Tx, context: { now: Date; staff: { id: number; name: string }; eventIds: Record<FairKey, number> }): Promise<void> {
  const drawnAt = daysFrom(context.now, -DRAWN_DAYS_AGO);
  for (const fair of ['kitchen', 'fireplace'] as const) {
    const halls = demoHalls(fair);
    const rows = await tx
      .insert(hallPlans)
      .values(halls.map((hall) => ({ name: hall.name, createdAt: drawnAt })))
      .returning({ id: hallPlans.id });
    const idOf = (i: number) => rows[i]!.id;
    await tx.insert(hallPlanVersions).values(
      halls.map((hall, i) => ({
        hallPlanId: idOf(i),
        version: 1,
        geometry: hall.geometry,
        standCount: hall.geometry.stands.length,
        source: DEMO_PLAN_SOURCE,
        staffUserId: context.staff.id,
        actor: context.staff.name,
        createdAt: drawnAt,
      })),
    );
    await tx.insert(eventHalls).values(halls.map((_, i) => ({ eventId: context.eventIds[fair], hallPlanId: idOf(i), version: 1, sort: (i + 1) * 10 })));
  }
}
