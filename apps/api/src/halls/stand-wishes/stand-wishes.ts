import type { StandWishesInput } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { standWishes } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { planStand, type EventPlans } from '../event-plan/routes.ts';
import { standStateNow } from '../stand-sales/repo.ts';

type WishRow = typeof standWishes.$inferSelect;

/** The event's halls as an exhibitor may wish for them: each with the names of its sectors. */
export const wishableHalls = (plans: EventPlans) => plans.halls.map((hall) => ({ id: hall.id, name: hall.name, sectors: hall.geometry.sectors.map((sector) => sector.name) }));

/** The wishes a registration stated, or null. */
export async function wishOfRegistration(db: Db, registrationId: number): Promise<WishRow | null> {
  const [row] = await db.select().from(standWishes).where(eq(standWishes.registrationId, registrationId));
  return row ?? null;
}

/** Every wish stated in the event. */
export const wishesOfEvent = (db: Db, eventId: number): Promise<WishRow[]> => db.select().from(standWishes).where(eq(standWishes.eventId, eventId));

/**
 * Saves what a registration wishes for its stand (issue 31), replacing what it wished before. Each wished stand must
 * be on the event's plans and still to be had: not booked, blocked, optioned or proposed to anyone (a stand others
 * wish for too may be wished: staff decide). The hall must be one the event sells. Wishes reserve nothing.
 */
export async function saveStandWishes(app: FastifyInstance, registration: { id: number; eventId: number }, wish: StandWishesInput & { stands: { hallId: number; stand: string }[] }, now: Date) {
  const plans = await app.eventPlans.get(registration.eventId);
  const stands = [];
  for (const [index, wanted] of wish.stands.entries()) {
    const sold = planStand(plans.halls, wanted.hallId, wanted.stand);
    if (!sold) throw notFound('standNotOnPlan', `stands.${index}`);
    const { hall, stand } = sold;
    if ((await standStateNow(app.db, registration.eventId, { hallId: hall.id, hall: hall.name, standNr: stand.number }, now)) !== 'available') {
      throw new AppError(409, 'standNotAvailable', { property: `stands.${index}`, params: { stand: `${stand.number} (${hall.name})` } });
    }
    stands.push({ hallId: hall.id, stand: stand.number });
  }
  if (wish.hallId != null && !plans.halls.some((hall) => hall.id === wish.hallId)) throw notFound('hallNotInEvent', 'hallId');
  const values = {
    stands,
    hallPlanId: wish.hallId ?? null,
    sector: wish.sector ?? '',
    neighbours: wish.neighbours ?? '',
    avoid: wish.avoid ?? '',
    note: wish.note ?? '',
    updatedAt: now,
  };
  await app.db
    .insert(standWishes)
    .values({ registrationId: registration.id, eventId: registration.eventId, ...values })
    .onConflictDoUpdate({ target: standWishes.registrationId, set: values });
  app.catalogueChanges.changedHere('stands');
}

/** Whether an event takes wishes: it sells a plan, and staff decide (request and approval) or place. */
export const takesWishes = (standSelling: string, plans: EventPlans) => plans.halls.length > 0 && (standSelling === 'request' || standSelling === 'placement');
