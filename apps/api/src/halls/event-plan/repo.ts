import type { HallGeometry } from '@messeportal/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { eventHalls, hallPlans, hallPlanVersions, standSales } from '../../platform/db/schema.ts';

export interface EventHallPlan {
  id: number;
  name: string;
  version: number;
  geometry: HallGeometry;
  /** The prices staff agreed for stands of this hall at this event, in cents by standKey. */
  specialPrices: ReadonlyMap<string, number>;
}

/** The halls an event sells, in their order, each with the geometry of the version it sells and its agreed prices. */
export async function loadEventHallPlans(db: Db, eventId: number): Promise<EventHallPlan[]> {
  const [halls, prices] = await Promise.all([
    db
      .select({ id: hallPlans.id, name: hallPlans.name, version: eventHalls.version, geometry: hallPlanVersions.geometry })
      .from(eventHalls)
      .innerJoin(hallPlans, eq(hallPlans.id, eventHalls.hallPlanId))
      .innerJoin(hallPlanVersions, and(eq(hallPlanVersions.hallPlanId, eventHalls.hallPlanId), eq(hallPlanVersions.version, eventHalls.version)))
      .where(eq(eventHalls.eventId, eventId))
      .orderBy(asc(eventHalls.sort), asc(hallPlans.name)),
    db
      .select({ hallPlanId: standSales.hallPlanId, standKey: standSales.standKey, cents: standSales.priceOverrideCents })
      .from(standSales)
      .where(and(eq(standSales.eventId, eventId), isNotNull(standSales.priceOverrideCents))),
  ]);
  return halls.map((hall) => ({
    ...hall,
    specialPrices: new Map(prices.filter((price) => price.hallPlanId === hall.id).map((price) => [price.standKey, price.cents!])),
  }));
}
