import type { HallGeometry, Lang } from '@messeportal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import type { Tx } from '../../platform/db/client.ts';
import { eventHalls, hallPlanVersions } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { lockHallPlan, runningEventsOf } from './repo.ts';
import { noticeChangedStands } from './notify-changed-stands.ts';
import { reviewPlan } from './plan-review.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';

export interface NewVersion {
  geometry: HallGeometry;
  /** The imported file's name, '' for the editor. */
  source: string;
  /** The version the editor started from: refused when another was saved meanwhile. */
  basedOn?: number | null;
}

/**
 * Saves a plan as the hall's next version and moves every event still to come that sells the hall onto it (an
 * event that has ended keeps the version it was held with). Under the hall's row lock, so two saves number their
 * versions one after the other. Refused while the plan has a blocking problem, or while it removes or shrinks a
 * stand an exhibitor has booked: that registration is to be moved first. A booked stand it moves or reshapes otherwise
 * is told to its exhibitor by mail and listed at the desk (noticeChangedStands).
 */
export async function saveHallVersion(app: FastifyInstance, hallPlanId: number, input: NewVersion, actor: Actor, lang: Lang, work?: (tx: Tx) => Promise<void>) {
  const today = await organiserToday(app.db);
  const saved = await app.db.transaction(async (tx) => {
    const hall = await lockHallPlan(tx, hallPlanId);
    if (!hall) throw notFound('hallPlanNotFound');
    const review = await reviewPlan(tx, hall, input.geometry, today, lang);
    const currentVersion = review.current?.version ?? null;
    if (input.basedOn !== undefined && input.basedOn !== currentVersion) throw new AppError(409, 'hallPlanChangedMeanwhile', { params: { version: currentVersion ?? 0 } });
    const blocking = review.problems.filter((problem) => problem.blocking);
    if (blocking.length > 0) {
      throw new AppError(400, 'hallPlanHasProblems', { fields: blocking.map((problem) => ({ property: 'geometry', message: problem.text })) });
    }
    if (review.blockedBy.length > 0) {
      const stands = review.blockedBy.map((stand) => `${stand.number} (${stand.company})`).join(', ');
      throw new AppError(409, 'hallPlanBookedStandChanged', { property: 'geometry', params: { stands } });
    }
    const version = (currentVersion ?? 0) + 1;
    const standCount = input.geometry.stands.length;
    await tx.insert(hallPlanVersions).values({
      hallPlanId,
      version,
      geometry: input.geometry,
      standCount,
      source: input.source,
      staffUserId: actor?.staffUserId ?? null,
      // Who it was as they were called then, like the audit log.
      actor: actor ? sql`(select name from staff_users where id = ${actor.staffUserId})` : 'staff command',
    });
    const running = await runningEventsOf(tx, hallPlanId, today);
    if (running.length > 0) {
      await tx
        .update(eventHalls)
        .set({ version })
        .where(and(eq(eventHalls.hallPlanId, hallPlanId), inArray(eventHalls.eventId, running.map((event) => event.eventId))));
    }
    // Booked stands the version moves or reshapes: their exhibitors are told, the desk lists them.
    const told = await noticeChangedStands(tx, hall, { version, diff: review.diff, eventIds: running.map((event) => event.eventId) }, app.config.publicUrl);
    await work?.(tx);
    await recordChange(tx, actor, { entity: 'hallPlan', entityId: hallPlanId, action: 'update', after: { version, standCount, source: input.source } });
    return { version, review, told };
  });
  if (saved.told > 0) app.mailQueued();
  return saved;
}
