import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/app-error.ts';

/** Route config of every back-office route: organiser staff only (401 anonymous, 403 exhibitors). */
export const staffOnly = { access: 'staff' as const };

/** The staff member behind a `/be/` route (the auth hook has already refused everyone else). */
export async function staffOf(request: FastifyRequest) {
  const caller = await request.caller();
  if (caller?.kind !== 'staff') throw unauthorized();
  return caller;
}
