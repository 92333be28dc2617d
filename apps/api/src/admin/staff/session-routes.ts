import { staffSessionsAnswerSchema, type StaffSessionsAnswer } from '@messeportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceLabel } from '../../platform/auth/device-label.ts';
import { endOtherStaffSessions, liveStaffSessions } from '../../platform/auth/repo.ts';
import { staffOf } from '../../platform/auth/staff.ts';
import { bearerToken, hashToken } from '../../platform/auth/token.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { answers } from '../../platform/http/answers.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';

const anyStaff = { access: 'staff', may: 'anyStaff' } as const;

/** The caller and the hash of the token of this very call (its session). */
async function callerSession(request: FastifyRequest) {
  const { staffUserId } = await staffOf(request);
  return { staffUserId, tokenHash: hashToken(bearerToken(request.headers.authorization)!) };
}

async function sessionsOf(db: Db, staffUserId: number, tokenHash: string): Promise<StaffSessionsAnswer> {
  const rows = await liveStaffSessions(db, staffUserId);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceLabel(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.tokenHash === tokenHash,
    })),
  };
}

/**
 * A staff member's own sessions (issue 32): where they are logged in, and ending one of the others or all of them
 * (a lost laptop, a login they do not know). The session of the call itself ends by logging out.
 */
export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/sessions', { config: anyStaff, schema: { response: answers(staffSessionsAnswerSchema) } }, async (request) => {
    const { staffUserId, tokenHash } = await callerSession(request);
    return sessionsOf(app.db, staffUserId, tokenHash);
  });

  app.delete('/be/session/:id', { config: anyStaff, schema: { params: idParamsSchema, response: answers(staffSessionsAnswerSchema) } }, async (request) => {
    const { staffUserId, tokenHash } = await callerSession(request);
    const id = parseId(request.params.id);
    const own = id ? (await liveStaffSessions(app.db, staffUserId)).find((session) => session.id === id) : undefined;
    // Another's session is as unknown as none: nobody learns which ids exist.
    if (!own) throw notFound('sessionNotFound');
    if (own.tokenHash === tokenHash) throw new AppError(409, 'sessionIsCurrent');
    await endOtherStaffSessions(app.db, staffUserId, tokenHash, id!);
    return sessionsOf(app.db, staffUserId, tokenHash);
  });

  app.post('/be/sessions/end_others', { config: anyStaff, schema: { response: answers(staffSessionsAnswerSchema) } }, async (request) => {
    const { staffUserId, tokenHash } = await callerSession(request);
    await endOtherStaffSessions(app.db, staffUserId, tokenHash);
    return sessionsOf(app.db, staffUserId, tokenHash);
  });
};
