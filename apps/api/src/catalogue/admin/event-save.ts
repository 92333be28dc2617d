import { eventDateIssues, vatRateToBasisPoints, type EventFields } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { changeCatalogue, refusedFields } from './catalogue-write.ts';
import { organiserTimeZone } from './event-repo.ts';

/** The columns of an event from the form's fields; refuses dates out of order (in the organiser's time zone). */
async function eventValues(app: FastifyInstance, input: EventFields) {
  const issues = eventDateIssues(input, await organiserTimeZone(app.db));
  if (issues.length > 0) throw refusedFields(issues);
  return {
    ...input,
    registrationEndsAt: new Date(input.registrationEndsAt),
    printEndsAt: new Date(input.printEndsAt),
    techEndsAt: new Date(input.techEndsAt),
    earlyBookerEndsAt: input.earlyBookerEndsAt ? new Date(input.earlyBookerEndsAt) : null,
    fireplaceEndsAt: input.fireplaceEndsAt ? new Date(input.fireplaceEndsAt) : null,
    vatRate: vatRateToBasisPoints(input.vatRate),
  };
}

/** A new event, without stand types, media or booklet yet; answers its id. */
export async function createEvent(app: FastifyInstance, input: EventFields, actor: Actor): Promise<number> {
  const values = await eventValues(app, input);
  return changeCatalogue(app, async (tx) => {
    const [created] = await tx.insert(events).values(values).returning();
    await recordChange(tx, actor, { entity: 'event', entityId: created!.id, action: 'create', after: created });
    return created!.id;
  });
}

/** Saves every field of the event; an unknown id is a 404. */
export async function updateEvent(app: FastifyInstance, id: number, input: EventFields, actor: Actor): Promise<void> {
  const values = await eventValues(app, input);
  await changeCatalogue(app, async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!before) throw notFound('eventNotFound');
    const [after] = await tx
      .update(events)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    await recordChange(tx, actor, { entity: 'event', entityId: id, action: 'update', before, after });
  });
}
