import { isOwner, type PolicyActor } from './actor.ts';

/** A contact as the policy sees it. */
export interface ContactOwnership {
  companyId: number;
  id: number;
  isMainContact: boolean;
}

/**
 * Who may do what with a company's data (company, addresses, contacts, brands): its own contacts, in the portal.
 * Any contact changes the company's data and its own contact; another contact's e-mail (the username) only
 * the main contact changes, and the main contact cannot be deleted. Staff do not change an exhibitor's data
 * yet (the portal's routes are the exhibitor's); a row of another company is as unknown as a missing one.
 */
export const companyDataPolicy = {
  mayChange: (actor: PolicyActor, row: { companyId: number }): boolean => isOwner(actor, row),
  mayChangeEmailOf: (actor: PolicyActor, contact: ContactOwnership): boolean =>
    isOwner(actor, contact) && actor?.kind === 'exhibitor' && (actor.contactId === contact.id || actor.isMainContact === true),
  mayDelete: (actor: PolicyActor, contact: ContactOwnership): boolean => isOwner(actor, contact) && !contact.isMainContact,
};
