import type { OfferSnapshot } from '@messeportal/domain';
import type { OfferRow } from '../../selling/offers/repo.ts';

/** An offer as the change log compares it (changedOfferFields). */
export const offerSnapshot = (offer: OfferRow): OfferSnapshot => ({
  title: offer.title,
  state: offer.state,
  subText: offer.subText,
  companyId: offer.companyId,
  registrationId: offer.registrationId,
  data: offer.data as OfferSnapshot['data'],
});
