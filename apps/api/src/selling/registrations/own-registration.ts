import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { checkedCaller, exhibitorOf, type ExhibitorCaller } from '../../platform/auth/plugin.ts';
import { findCompanyRegistration, type RegistrationRow } from './repo.ts';

/**
 * The policy of every registration route: the registration named by the path must belong to the caller's
 * company; another company's, an unknown or a malformed id is the same 404, so nothing tells them apart.
 */
export async function ownRegistration(app: FastifyInstance, request: FastifyRequest, idText: string) {
  const caller = await exhibitorOf(request);
  const id = parseId(idText);
  const registration = id === undefined ? undefined : await findCompanyRegistration(app.db, caller.companyId, id);
  const entry = registration && (await app.eventCatalog.find(registration.eventId));
  if (!registration || !entry) throw new AppError(404, 'registrationNotFound', { property: 'id' });
  return { caller, registration, entry };
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
  load: (request: FastifyRequest, id: number) => Promise<{ caller: ExhibitorCaller; view: View | undefined }>,
) {
  const id = parseId(idText);
  // A malformed id reads nothing but the caller: 401/403 first, as on every route.
  const unread = async () => {
    await checkedCaller(request);
    return { caller: await exhibitorOf(request), view: undefined };
  };
  const { caller, view } = id === undefined ? await unread() : await load(request, id);
  const entry = view && (await app.eventCatalog.find(view.registration.eventId));
  if (!view || !entry) throw new AppError(404, 'registrationNotFound', { property: 'id' });
  return { caller, entry, view };
}

/** A registration staff cancelled is kept to be read; nothing is booked, ordered or uploaded for it any more. */
export function refuseCanceled(registration: Pick<RegistrationRow, 'canceledAt'>): void {
  if (registration.canceledAt) throw new AppError(409, 'registrationCanceled');
}
