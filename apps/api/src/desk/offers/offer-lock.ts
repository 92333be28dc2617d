import { isOfferEditable, OfferType, type BackOfficeMode, type Lang } from '@messeportal/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { OfferRow } from '../../selling/offers/repo.ts';
import { offerForEditing } from '../../selling/offers/save-offer.ts';
import { offerStateLabel } from './presenter.ts';

/** Whether staff may change the offer in a back-office mode (SPEC §4, isOfferEditable). */
export const editableByStaff = (offer: OfferRow, mode: BackOfficeMode): boolean =>
  isOfferEditable(offerForEditing(offer), { isStaff: true, mode });

/** Refuses a change SPEC §4 forbids with a 409 that says why: ordered, made by the exhibitor, or its state. */
export function assertEditableByStaff(offer: OfferRow, mode: BackOfficeMode, lang: Lang): void {
  if (editableByStaff(offer, mode)) return;
  const options = { property: 'uuid' };
  if (offer.orderedAt) throw new AppError(409, 'offerLockedOrdered', options);
  if (offer.offerType !== OfferType.staff) throw new AppError(409, 'offerLockedCustomer', options);
  throw new AppError(409, 'offerLockedState', { ...options, params: { state: offerStateLabel(offer.state, lang) } });
}
