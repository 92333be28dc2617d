/**
 * SPEC §4: a loaded offer made for one company must not be ordered by another. True when an exhibitor is
 * logged in and the offer names a different company; an offer for nobody (made by a visitor) fits anyone.
 */
export function isOtherCompany(user: { companyId: number } | null, offerCompanyId: number | null): boolean {
  return user !== null && offerCompanyId !== null && user.companyId !== offerCompanyId;
}

/** A new exhibitor cannot order an offer made for a company: only its contacts can, logged in (the server answers 401). */
export const newExhibitorMayOrder = (offerCompanyId: number | null): boolean => offerCompanyId === null;
