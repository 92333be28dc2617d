import type { SavedOffer, SaveStaffOfferAnswer } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { StaffOfferBody } from '../model/request-body.ts';

/** A saved staff offer, and whether staff may still change it in the mode it was saved in (SPEC §4). */
export interface SavedStaffOffer extends SavedOffer {
  editable: boolean;
}

/**
 * `POST /be/action/save_configurator`: creates a type-2 offer, or updates the offer its uuid names; a
 * locked offer (SPEC §4) is refused with 409 and the server's message.
 */
export const saveStaffOffer = (body: StaffOfferBody, locale: Locale): Promise<SavedStaffOffer> =>
  apiRequest<SaveStaffOfferAnswer>('/be/action/save_configurator', { body, locale }).then((answer) => ({
    ...answer.offer,
    editable: answer.editable,
  }));

export function useSaveStaffOffer(locale: Locale) {
  return useMutation({ mutationFn: (body: StaffOfferBody) => saveStaffOffer(body, locale) });
}
