import { companyDataPolicy } from '@messeportal/domain';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { lockCompany, ownContact } from '../../selling/companies/company-data-policy.ts';
import { deleteContact, hasOrders } from '../../selling/companies/company-data-repo.ts';

type Exhibitor = Extract<Caller, { kind: 'exhibitor' }>;

/**
 * Deletes a contact of the caller's company. The main contact stays (the company needs one), the caller
 * cannot delete himself, and a contact who placed orders stays with them.
 */
export async function removeContact(db: Db, caller: Exhibitor, id: number) {
  await db.transaction(async (tx) => {
    await lockCompany(tx, caller.companyId);
    const contact = await ownContact(tx, policyActor(caller), id);
    if (!companyDataPolicy.mayDelete(policyActor(caller), contact)) throw new AppError(409, 'contactMainNotDeletable', { property: 'id' });
    if (contact.id === caller.contactId) throw new AppError(409, 'contactSelfNotDeletable', { property: 'id' });
    if (await hasOrders(tx, contact.id)) throw new AppError(409, 'contactHasOrders', { property: 'id' });
    await deleteContact(tx, caller.companyId, contact.id);
  });
}
