import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { brandHasGroupOfEvent, companyBrandIds, findBrandRow } from '../../selling/companies/brand-repo.ts';
import { ownBrand, ownContact } from '../../selling/companies/company-data-policy.ts';
import { findReadableRegistration } from '../../selling/registrations/registration-access.ts';
import type { ExhibitorCaller } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { findContactRow, linkBrand, linkContact } from '../../selling/companies/company-data-repo.ts';

/**
 * Assigns a contact to a registration of the same company, or takes the assignment back. Both ids must be
 * the caller's company's; assigning twice changes nothing. Answers the contact with its registrations.
 */
export async function setContactAssigned(db: Db, caller: ExhibitorCaller, contactId: number, registrationId: number, assigned: boolean) {
  const { companyId } = caller;
  await ownContact(db, policyActor(caller), contactId, 'contactId');
  await readableRegistration(db, caller, registrationId);
  await linkContact(db, contactId, registrationId, assigned);
  const contact = await findContactRow(db, companyId, contactId);
  if (!contact) throw notFound('notFound', 'contactId');
  return contact;
}

/** The same for a brand; a brand is listed at a fair only with one of that fair's product groups. */
export async function setBrandAssigned(db: Db, caller: ExhibitorCaller, brandId: number, registrationId: number, assigned: boolean) {
  const { companyId } = caller;
  await ownBrand(db, policyActor(caller), brandId, 'brandId');
  const registration = await readableRegistration(db, caller, registrationId);
  if (assigned && !(await brandHasGroupOfEvent(db, brandId, registration.eventId))) {
    throw new AppError(400, 'brandNotForEvent', { property: 'brandId' });
  }
  await linkBrand(db, brandId, registrationId, assigned);
  const row = await findBrandRow(db, companyId, brandId);
  if (!row) throw notFound('notFound', 'brandId');
  return { row, brandIds: await companyBrandIds(db, companyId) };
}

/** The registration of an assignment, if the caller may read it (registrationPolicy); else 404 on `registrationId`. */
async function readableRegistration(db: Db, caller: ExhibitorCaller, registrationId: number) {
  const registration = await findReadableRegistration(db, policyActor(caller), registrationId);
  if (!registration) throw notFound('notFound', 'registrationId');
  return registration;
}
