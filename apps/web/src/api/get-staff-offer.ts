import type { StaffOfferAnswer } from '@messeportal/domain';
import { apiRequest } from './client.ts';
import type { Locale } from '../i18n/locale.ts';

/** `GET /be/offer/{id}`: read by the back office's offer page and by the back-office configurator. */
export const getStaffOffer = (offerId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<StaffOfferAnswer>(`/be/offer/${offerId}`, { locale, signal });
