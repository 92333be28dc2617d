import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { companies, registrations, standWishes } from '../../platform/db/schema.ts';

/**
 * The fireplace fair's organiser places the exhibitors (issue 31): the first of its registrations still without a
 * stand have told it their wishes in the portal, a hall and sector, neighbours they want and a competitor to keep
 * away, so that the desk's list of wishes has something to show. Written directly: the portal's route refuses
 * nothing these would break (the halls are the fair's own).
 */
export async function seedStandWishes(tx: Tx, app: FastifyInstance, fireplaceEventId: number, now: Date): Promise<void> {
  const { halls } = await app.eventPlans.get(fireplaceEventId);
  const hall = halls[0];
  if (!hall) return;
  const unplaced = await tx
    .select({ id: registrations.id, company: companies.name })
    .from(registrations)
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(and(eq(registrations.eventId, fireplaceEventId), eq(registrations.standNr, ''), isNull(registrations.canceledAt)))
    .orderBy(asc(registrations.id))
    .limit(4);
  const sectors = hall.geometry.sectors.map((sector) => sector.name);
  const others = unplaced.map((registration) => registration.company);
  for (const [index, registration] of unplaced.entries()) {
    const other = others[(index + 1) % others.length] ?? '';
    await tx.insert(standWishes).values({
      registrationId: registration.id,
      eventId: fireplaceEventId,
      hallPlanId: index % 2 === 0 ? hall.id : null,
      sector: sectors[index % Math.max(sectors.length, 1)] ?? '',
      neighbours: index % 2 === 0 ? '' : other,
      avoid: index % 2 === 0 && other !== registration.company ? other : '',
      note: index === 0 ? 'Gern in der Nähe eines Notausgangs: wir zeigen Öfen mit offener Flamme.' : '',
      updatedAt: now,
    });
  }
}
