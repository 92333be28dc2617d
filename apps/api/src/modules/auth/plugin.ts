import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/app-error.ts';
import { findLiveSession } from './repo.ts';
import { bearerToken, hashToken } from './token.ts';

export type Caller =
  | { kind: 'exhibitor'; contactId: number; companyId: number }
  | { kind: 'staff'; staffUserId: number };

/** Who may call a route; routes say it in their config, and a route that says nothing needs an exhibitor. */
export type Access = 'public' | 'exhibitor' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller of this request, resolved once from the bearer token; null when anonymous or invalid. */
    caller(): Promise<Caller | null>;
  }
}

const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

export const authPlugin = fp(async (app) => {
  async function resolve(request: FastifyRequest): Promise<Caller | null> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const row = await findLiveSession(app.db, hashToken(token));
    if (!row) return null;
    if (row.kind === 'staff' && row.staffUserId) return { kind: 'staff', staffUserId: row.staffUserId };
    if (row.kind === 'exhibitor' && row.contactId && row.companyId) {
      return { kind: 'exhibitor', contactId: row.contactId, companyId: row.companyId };
    }
    return null;
  }

  app.decorateRequest('caller', function (this: FastifyRequest) {
    let pending = callers.get(this);
    if (!pending) {
      pending = resolve(this);
      callers.set(this, pending);
    }
    return pending;
  });

  // Checked before the body is read, so an anonymous call gets 401 whatever it sends. Public routes resolve
  // the caller only when they need it, so anonymous reads cost no session query.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'exhibitor';
    if (access === 'public' || request.is404) return;
    const caller = await request.caller();
    if (!caller) throw unauthorized();
    if (caller.kind !== access) throw forbidden();
  });
});

/** The exhibitor behind a route that requires one (the preHandler has already checked). */
export async function exhibitorOf(request: FastifyRequest) {
  const caller = await request.caller();
  if (caller?.kind !== 'exhibitor') throw unauthorized();
  return caller;
}
