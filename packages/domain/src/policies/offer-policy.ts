import { isOwner, type PolicyActor } from './actor.ts';

/** What the policy answers for an offer: allowed, or why not (the API's 401 and 403). */
export type OfferVerdict = 'allowed' | 'loginRequired' | 'otherCompany';

/**
 * Who may change or order an offer by its link. An offer without a company belongs to whoever holds the link;
 * one saved for a company is that company's: only its contacts may change or order it, anyone else must log in
 * as one. Staff change offers in the back office, by the offer right of their role and the offer's state
 * (SPEC §4), not through the link. Reading needs only the link, whoever holds it.
 */
export const offerPolicy = {
  mayChange(actor: PolicyActor, offer: { companyId: number | null }): OfferVerdict {
    if (offer.companyId === null || isOwner(actor, offer)) return 'allowed';
    return actor?.kind === 'exhibitor' ? 'otherCompany' : 'loginRequired';
  },
};
