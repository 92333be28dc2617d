import { offerPolicy } from '@messeportal/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';

/** 401 or 403 when the caller may not change or order the offer by its link (offerPolicy). */
export function assertOfferOwner(offer: { companyId: number | null }, caller: Caller | null): void {
  const verdict = offerPolicy.mayChange(policyActor(caller), offer);
  if (verdict === 'loginRequired') throw new AppError(401, 'offerLoginRequired', { property: 'uuid' });
  if (verdict === 'otherCompany') throw new AppError(403, 'offerOfOtherCompany', { property: 'uuid' });
}
