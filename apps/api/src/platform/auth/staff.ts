import type { StaffAction, StaffEntity } from '@messeportal/domain';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/app-error.ts';

/**
 * Route config of a back-office route: organiser staff whose role may do `action` on `entity` (STAFF_POLICIES;
 * 401 anonymous, 403 exhibitors and other roles).
 */
export const staffRoute = (entity: StaffEntity, action: StaffAction) => ({ access: 'staff' as const, may: [entity, action] as const });

/** The staff member behind a `/be/` route (the auth hook has already refused everyone else). */
export async function staffOf(request: FastifyRequest) {
  const caller = await request.caller();
  if (caller?.kind !== 'staff') throw unauthorized();
  return caller;
}
