import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { brandHasGroupOfEvent, companyBrandIds, findBrandRow } from '../../selling/companies/brand-repo.ts';
import { lockCompany, ownBrand, ownContact } from '../../selling/companies/company-data-policy.ts';
import { assertMayBook, findReadableRegistration } from '../../selling/registrations/registration-access.ts';
import type { ExhibitorCaller } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { findContactRow, linkBrand, linkContact } from '../../selling/companies/company-data-repo.ts';

/*
 * Both run under the company's row lock, as the deletes and saves of its contacts and brands do: a contact or
 * brand deleted meanwhile is the 404 of an unknown id, never a foreign key's 500, and a brand's product groups
 * cannot change between the check below and the link.
 */

/**
 * Assigns a contact to a registration of the same company, or takes the assignment back. Both ids must be
 * the caller's company's, and the registration not cancelled (409); assigning twice changes nothing. Answers
 * the contact with its registrations.
 */
export async function setContactAssigned(db: Db, caller: ExhibitorCaller, contactId: number, registrationId: number, assigned: boolean) {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await ownContact(tx, policyActor(caller), contactId, 'contactId');
    await changeableRegistration(tx, caller, registrationId);
    await linkContact(tx, contactId, registrationId, assigned);
  });
  const contact = await findContactRow(db, companyId, contactId);
  if (!contact) throw notFound('notFound', 'contactId');
  return contact;
}

/** The same for a brand; a brand is listed at a fair only with one of that fair's product groups. */
export async function setBrandAssigned(db: Db, caller: ExhibitorCaller, brandId: number, registrationId: number, assigned: boolean) {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await ownBrand(tx, policyActor(caller), brandId, 'brandId');
    const registration = await changeableRegistration(tx, caller, registrationId);
    if (assigned && !(await brandHasGroupOfEvent(tx, brandId, registration.eventId))) {
      throw new AppError(400, 'brandNotForEvent', { property: 'brandId' });
    }
    await linkBrand(tx, brandId, registrationId, assigned);
  });
  const row = await findBrandRow(db, companyId, brandId);
  if (!row) throw notFound('notFound', 'brandId');
  return { row, brandIds: await companyBrandIds(db, companyId) };
}

/**
 * The registration of an assignment: 404 on `registrationId` if the caller may not read it, 409 once the
 * organiser cancelled it (kept to be read, changed by nobody: registrationPolicy).
 */
async function changeableRegistration(tx: Tx, caller: ExhibitorCaller, registrationId: number) {
  const registration = await findReadableRegistration(tx, policyActor(caller), registrationId);
  if (!registration) throw notFound('notFound', 'registrationId');
  assertMayBook(policyActor(caller), registration);
  return registration;
}
