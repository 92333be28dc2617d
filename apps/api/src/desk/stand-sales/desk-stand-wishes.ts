import { neighbourPairs, sectorsOfStand, standKey, unmetWishes, type DeskStandWishesAnswer } from '@messeportal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { planStandNamed, type EventPlans } from '../../halls/event-plan/routes.ts';
import { wishesOfEvent } from '../../halls/stand-wishes/stand-wishes.ts';
import { companies, registrations } from '../../platform/db/schema.ts';

/** The companies on the stands beside each booked stand of a hall, by the stand's standKey. */
function neighbourCompanies(hall: EventPlans['halls'][number], companyOn: ReadonlyMap<string, string>): Map<string, string[]> {
  const beside = new Map<string, string[]>();
  const add = (stand: string, neighbour: string) => {
    const company = companyOn.get(`${hall.id}/${standKey(neighbour)}`);
    if (company) beside.set(standKey(stand), [...(beside.get(standKey(stand)) ?? []), company]);
  };
  for (const pair of neighbourPairs(hall.geometry.stands)) {
    add(pair.stand, pair.neighbour);
    add(pair.neighbour, pair.stand);
  }
  return beside;
}

/**
 * The desk's list of stand wishes (issue 31): every active registration's wishes with its stand, and for one that has
 * a stand the wishes that stand does not meet (another stand than those wished, another hall or sector, no wished
 * neighbour beside it, a competitor to avoid beside it), for staff to look at before the plan goes out.
 */
export async function deskStandWishes(app: FastifyInstance, eventId: number): Promise<DeskStandWishesAnswer> {
  const [plans, wishes, active] = await Promise.all([
    app.eventPlans.get(eventId),
    wishesOfEvent(app.db, eventId),
    app.db
      .select({ id: registrations.id, company: companies.name, hall: registrations.hall, standNr: registrations.standNr })
      .from(registrations)
      .innerJoin(companies, eq(companies.id, registrations.companyId))
      .where(and(eq(registrations.eventId, eventId), isNull(registrations.canceledAt))),
  ]);
  const placedOf = new Map(active.map((registration) => [registration.id, planStandNamed(plans.halls, registration.hall, registration.standNr)]));
  const companyOn = new Map<string, string>();
  for (const registration of active) {
    const placed = placedOf.get(registration.id);
    if (placed) companyOn.set(`${placed.hall.id}/${standKey(placed.stand.number)}`, registration.company);
  }
  const besideByHall = new Map<number, Map<string, string[]>>();
  const beside = (hall: EventPlans['halls'][number]) => besideByHall.get(hall.id) ?? besideByHall.set(hall.id, neighbourCompanies(hall, companyOn)).get(hall.id)!;
  const hallName = (id: number | null) => (id === null ? null : (plans.halls.find((hall) => hall.id === id)?.name ?? null));

  const registrationsById = new Map(active.map((registration) => [registration.id, registration]));
  return {
    wishes: wishes.flatMap((wish) => {
      const registration = registrationsById.get(wish.registrationId);
      if (!registration) return [];
      const placed = placedOf.get(registration.id) ?? null;
      const stated = { stands: wish.stands, hallId: wish.hallPlanId, sector: wish.sector, neighbours: wish.neighbours, avoid: wish.avoid };
      const unmet = placed
        ? unmetWishes(stated, {
            hallId: placed.hall.id,
            stand: placed.stand.number,
            sectors: sectorsOfStand(placed.hall.geometry, placed.stand.number),
            neighbourCompanies: beside(placed.hall).get(standKey(placed.stand.number)) ?? [],
          })
        : [];
      return [
        {
          registrationId: registration.id,
          company: registration.company,
          placed: placed && { hall: placed.hall.name, stand: placed.stand.number },
          stands: wish.stands.map((stand) => ({ ...stand, hall: hallName(stand.hallId) ?? '' })),
          hallId: wish.hallPlanId,
          hall: hallName(wish.hallPlanId),
          sector: wish.sector,
          neighbours: wish.neighbours,
          avoid: wish.avoid,
          note: wish.note,
          updatedAt: wish.updatedAt.toISOString(),
          unmet,
        },
      ];
    }),
  };
}
