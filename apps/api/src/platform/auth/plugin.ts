import { staffMay, type StaffPermission, type StaffRole } from '@messeportal/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/app-error.ts';
import { findLiveSession } from './repo.ts';
import { bearerToken, hashToken } from './token.ts';

export type Caller =
  | { kind: 'exhibitor'; contactId: number; companyId: number }
  | { kind: 'staff'; staffUserId: number; role: StaffRole };

export type ExhibitorCaller = Extract<Caller, { kind: 'exhibitor' }>;

/** Who may call a route; routes say it in their config, and a route that says nothing needs an exhibitor. */
export type Access = 'public' | 'exhibitor' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * What a staff route does, checked against the caller's role (STAFF_POLICIES); `anyStaff` for what every
     * staff member may do with their own session. Every staff route must say it: one that does not is refused
     * when it is registered.
     */
    may?: StaffPermission | 'anyStaff';
    /**
     * The route reads the caller's session in its own statement (withCallerSession) rather than by a query of
     * its own first: a call without a bearer token is still refused before anything is read.
     */
    sessionInStatement?: boolean;
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
    return row ? callerOf(row) : null;
  }

  app.decorateRequest('caller', function (this: FastifyRequest) {
    let pending = callers.get(this);
    if (!pending) {
      pending = resolve(this);
      callers.set(this, pending);
    }
    return pending;
  });

  app.addHook('onRoute', (route) => {
    if (route.config?.access === 'staff' && !route.config.may) throw new Error(`${route.method} ${route.url}: a staff route must say what it does (config.may)`);
  });

  // Checked before the body is read, so an anonymous call gets 401 whatever it sends. Public routes resolve
  // the caller only when they need it, so anonymous reads cost no session query; a page that reads its session
  // in its own statement only needs a token here (a call that sends a body is checked in full: a forged token
  // learns nothing of what the body should hold).
  app.addHook('onRequest', async (request) => {
    const { access = 'exhibitor', sessionInStatement } = request.routeOptions.config;
    if (access === 'public' || request.is404) return;
    if (sessionInStatement && (request.method === 'GET' || request.method === 'HEAD')) {
      if (!bearerToken(request.headers.authorization)) throw unauthorized();
      return;
    }
    await checkedCaller(request);
  });
});

/** The caller as the route's access admits it: 401 without a live session, 403 of the wrong kind or a staff role the route's `may` excludes. */
function admitted(request: FastifyRequest, caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  const { access = 'exhibitor', may } = request.routeOptions.config;
  if (caller.kind !== access) throw forbidden();
  if (caller.kind === 'staff' && may !== 'anyStaff' && !(may && staffMay(caller.role, may))) throw forbidden();
  return caller;
}

/** The caller of the request, refused as the route's access says (see admitted). */
export const checkedCaller = async (request: FastifyRequest): Promise<Caller> => admitted(request, await request.caller());

/** A live session as a route's statement read it (see withCallerSession). */
export interface SessionRow {
  kind: 'exhibitor' | 'staff';
  contactId: number | null;
  companyId: number | null;
  staffUserId: number | null;
  /** The staff member's role as of this request (null on exhibitor sessions and where a statement does not read it). */
  staffRole: StaffRole | null;
}

/**
 * The caller of a `sessionInStatement` route from the session its statement read: 401 without a live session,
 * 403 for the wrong kind of caller, as the onRequest hook answers on every other route.
 */
export function settleCaller(request: FastifyRequest, session: SessionRow | undefined): Caller {
  // An exhibitor page's statement reads no staff role: a staff session without one is refused by its kind.
  if (session?.kind === 'staff' && !session.staffRole) throw forbidden();
  const caller = admitted(request, session ? callerOf(session) : null);
  callers.set(request, Promise.resolve(caller));
  return caller;
}

function callerOf(row: SessionRow): Caller | null {
  if (row.kind === 'staff' && row.staffUserId && row.staffRole) return { kind: 'staff', staffUserId: row.staffUserId, role: row.staffRole };
  if (row.kind === 'exhibitor' && row.contactId && row.companyId) return { kind: 'exhibitor', contactId: row.contactId, companyId: row.companyId };
  return null;
}

/** The exhibitor behind a route that requires one (the preHandler has already checked). */
export async function exhibitorOf(request: FastifyRequest): Promise<ExhibitorCaller> {
  const caller = await request.caller();
  if (caller?.kind !== 'exhibitor') throw unauthorized();
  return caller;
}
