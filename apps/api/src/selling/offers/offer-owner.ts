import { AppError } from '../../platform/http/app-error.ts';
import type { Caller } from '../../platform/auth/plugin.ts';

/**
 * An offer saved for a company is that company's: only its contacts may change or order it (staff do so in
 * the back office). An offer without a company belongs to whoever holds its link.
 */
export function assertOfferOwner(offer: { companyId: number | null }, caller: Caller | null): void {
  if (offer.companyId === null) return;
  const callerCompany = caller?.kind === 'exhibitor' ? caller.companyId : null;
  if (callerCompany === null) throw new AppError(401, 'offerLoginRequired', { property: 'uuid' });
  if (offer.companyId !== callerCompany) throw new AppError(403, 'offerOfOtherCompany', { property: 'uuid' });
}
