import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { parseId } from '../../lib/ids.ts';
import { checkedCaller, exhibitorOf, type Caller } from '../auth/plugin.ts';
import { findCompanyRegistration, type RegistrationRow } from './repo.ts';

/**
 * The policy of every registration route: the registration named by the path must belong to the caller's
 * company; another company's, an unknown or a malformed id is the same 404, so nothing tells them apart.
 */
export async function ownRegistration(app: FastifyInstance, request: FastifyRequest, idText: string) {
  const find = async (companyId: number, id: number) => {
    const registration = await findCompanyRegistration(app.db, companyId, id);
    return registration && { registration };
  };
  const { caller, found, entry } = await ownRegistrationFound(app, request, idText, find);
  return { caller, registration: found.registration, entry };
}

/** The same policy for a registration that `find` reads with more (nothing for another company's or an unknown id). */
export async function ownRegistrationFound<Found extends { registration: RegistrationRow }>(
  app: FastifyInstance,
  request: FastifyRequest,
  idText: string,
  find: (companyId: number, id: number) => Promise<Found | undefined>,
) {
  const caller = await exhibitorOf(request);
  const id = parseId(idText);
  const found = id === undefined ? undefined : await find(caller.companyId, id);
  const entry = found && (await app.eventCatalog.find(found.registration.eventId));
  if (!found || !entry) throw new AppError(404, 'registrationNotFound', { property: 'id' });
  return { caller, found, entry };
}

/**
 * The policy for a page of a `sessionInStatement` route, which reads the caller's session, the registration and
 * its parts in one statement (`load` answers no view for another company's or an unknown id): 404 alike, the
 * event from the catalogue. A malformed id reads nothing but the caller.
 */
export async function ownRegistrationView<View extends { registration: RegistrationRow }>(
  app: FastifyInstance,
  request: FastifyRequest,
  idText: string,
  load: (request: FastifyRequest, id: number) => Promise<{ caller: Caller; view: View | undefined }>,
) {
  const id = parseId(idText);
  const { caller, view } = id === undefined ? { caller: await checkedCaller(request), view: undefined } : await load(request, id);
  const entry = view && (await app.eventCatalog.find(view.registration.eventId));
  if (!view || !entry) throw new AppError(404, 'registrationNotFound', { property: 'id' });
  return { caller, entry, view };
}
