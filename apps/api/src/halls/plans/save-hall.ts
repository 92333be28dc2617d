import type { HallPlanInput } from '@messeportal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { hallPlans, registrations } from '../../platform/db/schema.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';
import { runningEventsOf } from './repo.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';

const nameTaken = () => new AppError(409, 'hallPlanNameTaken', { property: 'name' });

/** A new hall of the organiser, without a plan until one is imported or drawn. */
export async function createHallPlan(app: FastifyInstance, input: HallPlanInput, actor: Actor): Promise<number> {
  try {
    return await app.db.transaction(async (tx) => {
      const [created] = await tx.insert(hallPlans).values({ name: input.name }).returning({ id: hallPlans.id });
      await recordChange(tx, actor, { entity: 'hallPlan', entityId: created!.id, action: 'create', after: { name: input.name } });
      return created!.id;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

/**
 * Renames a hall. The registrations of events still to come that sell it take the new name with it, since a booked
 * stand is the registration's hall name and stand number; those of past events keep the name they were held under.
 */
export async function renameHallPlan(app: FastifyInstance, id: number, input: HallPlanInput, actor: Actor): Promise<void> {
  const today = await organiserToday(app.db);
  try {
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select({ name: hallPlans.name }).from(hallPlans).where(eq(hallPlans.id, id)).for('update');
      if (!before) throw notFound('hallPlanNotFound');
      await tx.update(hallPlans).set({ name: input.name }).where(eq(hallPlans.id, id));
      const running = (await runningEventsOf(tx, id, today)).map((event) => event.eventId);
      if (running.length > 0) {
        await tx
          .update(registrations)
          .set({ hall: input.name })
          .where(and(inArray(registrations.eventId, running), sql`lower(${registrations.hall}) = lower(${before.name})`));
      }
      await recordChange(tx, actor, { entity: 'hallPlan', entityId: id, action: 'update', before, after: { name: input.name } });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}
