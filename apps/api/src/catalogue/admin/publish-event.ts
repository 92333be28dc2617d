import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { changeCatalogue } from './catalogue-write.ts';

/**
 * Publishes the event to the public (configurator, portal) or takes it back, with its audit entry; saying what
 * already holds changes nothing and writes no entry. An unknown id is a 404.
 */
export async function publishEvent(app: FastifyInstance, id: number, isPublished: boolean, actor: Actor): Promise<void> {
  await changeCatalogue(app, async (tx) => {
    const [before] = await tx.select({ isPublished: events.isPublished }).from(events).where(eq(events.id, id)).for('update');
    if (!before) throw notFound('eventNotFound');
    if (before.isPublished === isPublished) return;
    // updatedAt stays: it stamps the form's fields, and a form open beside the switch keeps what is typed in it.
    await tx.update(events).set({ isPublished }).where(eq(events.id, id));
    await recordChange(tx, actor, { entity: 'event', entityId: id, action: 'update', before, after: { isPublished } });
  });
}
