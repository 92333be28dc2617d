import { isOwner, isStaffWith, type PolicyActor } from './actor.ts';

/** A contact as the policy sees it. */
export interface ContactOwnership {
  companyId: number;
  id: number;
  isMainContact: boolean;
}

/**
 * Who may do what with a company's data (company, addresses, contacts, brands): its own contacts, in the portal,
 * and staff with the registration write right, in the back office (issue 28: an invoice refused for a wrong
 * address need not wait for the exhibitor). Any contact changes the company's data and its own contact; another
 * contact's e-mail (the username) only the main contact changes, and the main contact cannot be deleted. Staff
 * correct a username at once (the person asked them, often because the old address no longer works), never a
 * password; a row of another company is as unknown to an exhibitor as a missing one.
 */
const staffWrite = (actor: PolicyActor) => isStaffWith(actor, ['registration', 'write']);

export const companyDataPolicy = {
  mayChange: (actor: PolicyActor, row: { companyId: number }): boolean => isOwner(actor, row) || staffWrite(actor),
  mayChangeEmailOf: (actor: PolicyActor, contact: ContactOwnership): boolean =>
    staffWrite(actor) || (isOwner(actor, contact) && actor?.kind === 'exhibitor' && (actor.contactId === contact.id || actor.isMainContact === true)),
  mayDelete: (actor: PolicyActor, contact: ContactOwnership): boolean => isOwner(actor, contact) && !contact.isMainContact,
};
