import { OfferType } from '@messeportal/domain';

/** The i18n key part of an offer type: 1 made on the customer's side (online), 2 made by staff. */
export const offerTypeKey = (offerType: number): 'customer' | 'staff' => (offerType === OfferType.staff ? 'staff' : 'customer');
