import type { FastifyReply } from 'fastify';
import { notFound } from '../../platform/http/app-error.ts';
import { contentDisposition } from '../../platform/files/content-disposition.ts';
import type { findFloorPlanContent } from './floor-plan-repo.ts';

/** The stand plan as a download, private to whoever may read it; 404 when none was uploaded. */
export function sendFloorPlan(reply: FastifyReply, plan: Awaited<ReturnType<typeof findFloorPlanContent>>) {
  if (!plan) throw notFound('floorPlanNotFound');
  return reply
    .type(plan.contentType)
    .header('content-disposition', contentDisposition(plan.name, false))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(plan.data);
}
