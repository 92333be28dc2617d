import { registrationPolicy, type PolicyActor } from '@messeportal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { checkedCaller, exhibitorOf, type ExhibitorCaller } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { findRegistrationById, type RegistrationRow } from './repo.ts';

/*
 * Every exhibitor route that names a registration asks here, and here asks the domain's registrationPolicy:
 * a registration the caller may not read, an unknown and a malformed id are the same 404, so no answer tells
 * another company's registration from a missing one.
 */

const registrationNotFound = () => new AppError(404, 'registrationNotFound', { property: 'id' });

/** The registration `id` if the actor may read it; undefined for another company's or none. */
export async function findReadableRegistration(db: Db | Tx, actor: PolicyActor, id: number): Promise<RegistrationRow | undefined> {
  const registration = await findRegistrationById(db, id);
  return registration && registrationPolicy.mayRead(actor, registration) ? registration : undefined;
}

/** The registration a route's path names, with its caller and its event from the catalogue (404 as above). */
export async function callerRegistration(app: FastifyInstance, request: FastifyRequest, idText: string) {
  const caller = await exhibitorOf(request);
  const id = parseId(idText);
  const registration = id === undefined ? undefined : await findReadableRegistration(app.db, policyActor(caller), id);
  const entry = registration && (await app.eventCatalog.find(registration.eventId));
  if (!registration || !entry) throw registrationNotFound();
  return { caller, registration, entry };
}

/**
 * The same for a page of a `sessionInStatement` route, which reads the caller's session, the registration and its
 * parts in one statement (`load` reads the registration scoped to the session's company): the policy decides on
 * what it read. A malformed id reads nothing but the caller (401/403 first, as on every route).
 */
export async function callerRegistrationView<View extends { registration: RegistrationRow }>(
  app: FastifyInstance,
  request: FastifyRequest,
  idText: string,
  load: (request: FastifyRequest, id: number) => Promise<{ caller: ExhibitorCaller; view: View | undefined }>,
) {
  const id = parseId(idText);
  const unread = async () => {
    await checkedCaller(request);
    return { caller: await exhibitorOf(request), view: undefined };
  };
  const { caller, view } = id === undefined ? await unread() : await load(request, id);
  const readable = view && registrationPolicy.mayRead(policyActor(caller), view.registration) ? view : undefined;
  const entry = readable && (await app.eventCatalog.find(readable.registration.eventId));
  if (!readable || !entry) throw registrationNotFound();
  return { caller, entry, view: readable };
}

/** 409 when the actor may read the registration but not book for it: staff cancelled it (registrationPolicy). */
export function assertMayBook(actor: PolicyActor, registration: Pick<RegistrationRow, 'companyId' | 'canceledAt'>): void {
  if (!registrationPolicy.mayBook(actor, registration)) throw new AppError(409, 'registrationCanceled');
}
