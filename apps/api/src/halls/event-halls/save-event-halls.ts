import type { EventHallsInput } from '@messeportal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { eventHalls, events, hallPlans, hallPlanVersions } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { eventSelling, listEventHalls } from './repo.ts';

/**
 * Sets the halls an event sells, each in a chosen version, and how it sells them. The list replaces the one saved.
 * A hall or version that does not exist is refused, naming it, and nothing changes.
 */
export async function saveEventHalls(app: FastifyInstance, eventId: number, input: EventHallsInput, actor: Actor): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw notFound('eventNotFound');
    const ids = input.halls.map((hall) => hall.hallPlanId);
    const known = ids.length === 0 ? [] : await tx
      .select({ hallPlanId: hallPlanVersions.hallPlanId, version: hallPlanVersions.version })
      .from(hallPlanVersions)
      .where(inArray(hallPlanVersions.hallPlanId, ids));
    const missing = input.halls.filter((hall) => !known.some((row) => row.hallPlanId === hall.hallPlanId && row.version === hall.version));
    if (missing.length > 0) {
      const names = await tx.select({ id: hallPlans.id, name: hallPlans.name }).from(hallPlans).where(inArray(hallPlans.id, ids));
      const halls = missing.map((hall) => `${names.find((row) => row.id === hall.hallPlanId)?.name ?? `#${hall.hallPlanId}`} ${hall.version}`).join(', ');
      throw new AppError(400, 'hallVersionUnknown', { property: 'halls', params: { halls } });
    }
    const before = { halls: await listEventHalls(tx, eventId), ...(await eventSelling(tx, eventId)) };
    await tx.delete(eventHalls).where(eq(eventHalls.eventId, eventId));
    if (input.halls.length > 0) await tx.insert(eventHalls).values(input.halls.map((hall, index) => ({ eventId, ...hall, sort: (index + 1) * 10 })));
    const { standSelling, minAisleWidthCm, objectionDays, maxOptionsPerCompany } = input;
    await tx.update(events).set({ standSelling, minAisleWidthCm, objectionDays, maxOptionsPerCompany }).where(eq(events.id, eventId));
    await recordChange(tx, actor, { entity: 'eventHalls', entityId: eventId, action: 'update', before, after: input });
  });
  app.catalogueChanges.changedHere('catalogue');
}
