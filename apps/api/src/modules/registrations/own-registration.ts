import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { parseId } from '../../lib/ids.ts';
import { exhibitorOf } from '../auth/plugin.ts';
import { findCompanyRegistration, type RegistrationRow } from './repo.ts';

/**
 * The policy of every registration route: the registration named by the path must belong to the caller's
 * company; another company's, an unknown or a malformed id is the same 404, so nothing tells them apart.
 */
export async function ownRegistration(app: FastifyInstance, request: FastifyRequest, idText: string) {
  const load = async (companyId: number, id: number) => {
    const registration = await findCompanyRegistration(app.db, companyId, id);
    return registration && { registration };
  };
  const { caller, entry, view } = await ownRegistrationView(app, request, idText, load);
  return { caller, registration: view.registration, entry };
}

/**
 * The policy for a page that reads the registration with its parts in one statement (`load` answers nothing
 * for another company's or an unknown id): 404 alike, the event from the catalogue.
 */
export async function ownRegistrationView<View extends { registration: RegistrationRow }>(
  app: FastifyInstance,
  request: FastifyRequest,
  idText: string,
  load: (companyId: number, id: number) => Promise<View | undefined>,
) {
  const caller = await exhibitorOf(request);
  const id = parseId(idText);
  const view = id === undefined ? undefined : await load(caller.companyId, id);
  const entry = view && (await app.eventCatalog.find(view.registration.eventId));
  if (!view || !entry) throw new AppError(404, 'registrationNotFound', { property: 'id' });
  return { caller, entry, view };
}
